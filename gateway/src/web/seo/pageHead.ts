import type { LodgingBusiness, WithContext } from 'schema-dts';
import { DRAWN_ROOT } from '@stays/contracts';
import { formatPrice, HEAD_COPY } from './copy';
import { absolute, type PageHead } from './head';
import type { PageLanguage } from './language';
import type { HeadProperty, PageFacts } from './pageFacts';

/** The town of a stay's location ('Martil, Morocco' -> 'Martil'). */
export const townOf = (location: string) => location.split(',')[0].trim();

/** The first sentence of a text (at most 200 characters, cut at a word), for a snippet. */
export function firstSentence(text: string | null | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  const sentence = /^.+?[.!?؟](?=\s|$)/.exec(flat)?.[0] ?? flat;
  if (sentence.length <= 200) return sentence;
  return `${sentence.slice(0, 200).replace(/\s+\S*$/, '')}…`;
}

/** schema.org's description of a stay: what search engines show as a rich result (aggregateRating only once reviewed). */
export function propertyJsonLd(
  property: HeadProperty,
  origin: string,
  url: string,
): WithContext<LodgingBusiness> {
  const data: WithContext<LodgingBusiness> = {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    '@id': url,
    name: property.title,
    url,
    ...(property.description ? { description: property.description } : {}),
    image: property.images.map((image) => absolute(origin, image)),
    address: { '@type': 'PostalAddress', addressLocality: townOf(property.location) },
    // The point the page was answered as an anonymous reader: the approximate one (issue 44), never the exact.
    ...(property.latitude != null && property.longitude != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: property.latitude, longitude: property.longitude } }
      : {}),
    makesOffer: {
      '@type': 'Offer',
      url,
      price: property.pricePerNight,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: property.pricePerNight,
        priceCurrency: 'USD',
        unitCode: 'DAY',
        unitText: 'night',
      },
    },
  };
  if (property.reviewCount > 0 && typeof property.rating === 'number')
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: property.rating,
      reviewCount: property.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  return data;
}

/**
 * A page's head from what is known about it: a stay's title, town and price, and its description's first
 * sentence; another page's own heading (the first view's <h1>, in the reader's language) with the site's name.
 */
export function pageHead(
  facts: PageFacts,
  context: { language: PageLanguage; heading: string | null; origin: string; canonical: string },
): PageHead {
  const copy = HEAD_COPY[context.language];
  if (facts.status === 404)
    return {
      status: 404,
      title: `${copy.notFound} · ${copy.siteName}`,
      description: copy.siteDescription,
      kind: 'website',
    };
  const property = facts.status === 200 ? facts.property : undefined;
  if (property) {
    const price = formatPrice(property.pricePerNight, context.language);
    const town = townOf(property.location);
    return {
      status: 200,
      title: `${property.title} · ${town} · ${copy.pricePerNight(price)}`,
      description: [copy.nightIn(price, town), firstSentence(property.description)].filter(Boolean).join(' '),
      image: property.images[0] ?? null,
      jsonLd: propertyJsonLd(property, context.origin, context.canonical),
      kind: 'place',
      geo:
        property.latitude != null && property.longitude != null
          ? { latitude: property.latitude, longitude: property.longitude }
          : null,
    };
  }
  return {
    status: 200,
    title: context.heading ? `${context.heading} · ${copy.siteName}` : copy.siteTitle,
    description: copy.siteDescription,
    kind: 'website',
  };
}

/** The text of the first <h1> of the page drawn on the server, if one was. */
export function drawnHeading(html: string): string | null {
  const view = html.indexOf(DRAWN_ROOT);
  if (view < 0) return null;
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html.slice(view))?.[1];
  if (!heading) return null;
  const text = heading
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}
