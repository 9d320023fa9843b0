import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { propertyHref } from '@stays/contracts';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { ImageWithFallback } from '../primitives/Image';
import { Skeleton } from '../primitives/Skeleton';
import { formatPrice } from '../format/price';
import type { BadgeInfo } from './badges';

export interface PropertyCardData {
  id: string;
  title: string;
  location: string;
  pricePerNight: number | string;
  /** Shown instead of the nightly price when the card is asked for the monthly figure (`byMonth`). */
  pricePerMonth?: number | null;
  rating?: number | null;
  images?: readonly string[] | null;
  /** Shown under the location, two lines at most (the listing screens pass SPEC's default when empty). */
  description?: string | null;
}

export interface PropertyCardLabels {
  perNight: string;
  perMonth: string;
  viewDetails: string;
  newListing: string;
  ratingLabel: (rating: string) => string;
}

const defaultLabels: PropertyCardLabels = {
  perNight: '/night',
  perMonth: '/month',
  viewDetails: 'View Details',
  newListing: 'New',
  ratingLabel: (r) => `Rated ${r} out of 5`,
};

export interface PropertyCardProps {
  property: PropertyCardData;
  badges?: BadgeInfo[];
  locale?: string;
  labels?: Partial<PropertyCardLabels>;
  /** Cards above the fold load their photo eagerly; the rest lazily. */
  eager?: boolean;
  /** A control over the photo's top inline-end corner (the listing screens' heart). */
  corner?: ReactNode;
  /** Show the monthly price (a Months search) when the listing has one. */
  byMonth?: boolean;
  /** Lines under the description: the distance to a place, the total of the searched stay. */
  details?: ReactNode;
  /** Carried to the property page's address (a search's stay and place: `checkIn=…&near=…`). */
  linkQuery?: string;
  /** The address the card is on (a search), kept in the opened page's history entry: its way back (`openedFrom`). */
  from?: string;
}

/** The address a card was opened from, read from the page's history entry (`location.state`); null without one. */
export function openedFrom(state: unknown): string | null {
  const value = (state as { openedFrom?: unknown } | null)?.openedFrom;
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

const Article = styled(Card).attrs({ as: 'article', $padded: false, $interactive: true })`
  display: flex;
  flex-direction: column;
  cursor: pointer;
  /* A grid holds 20 to 24 cards and a phone shows one or two: the browser lays out the rest as they come near
     the screen (at about a card's height until then, and the height they had once seen). */
  content-visibility: auto;
  contain-intrinsic-block-size: auto 28rem;
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.sand};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Badges = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.sm};
  inset-inline-start: ${({ theme }) => theme.space.sm};
  inset-inline-end: ${({ theme }) => theme.space.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  ${Badge} {
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

const Corner = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.xs};
  inset-inline-end: ${({ theme }) => theme.space.xs};
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  flex: 1;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

const Title = styled.h3`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  min-inline-size: 0;
  white-space: nowrap;
  /* The link is the title's box, cut with its ellipsis: a long title's link does not run on, unseen, over the
     next card's (axe's target-size measures the whole link). */
  a {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    color: inherit;
    text-decoration: none;
  }
  a:focus-visible {
    outline-offset: 3px;
  }
`;

const Rating = styled.span`
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

const Location = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Details = styled.div`
  display: grid;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.ink};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-start: auto;
  padding-block-start: ${({ theme }) => theme.space.sm};
`;

const Price = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The listing card: cover photo (or the stock cover), badges, title, rating or 'New', location, price. */
/**
 * The price a listing shows for the search's mode: the monthly one in a Months search when it has one, else the
 * nightly one (the card and the map's pins read the same figure).
 */
export function shownPrice(
  listing: { pricePerNight: number | string; pricePerMonth?: number | null },
  byMonth: boolean,
): { amount: number | string; monthly: boolean } {
  return byMonth && listing.pricePerMonth != null
    ? { amount: listing.pricePerMonth, monthly: true }
    : { amount: listing.pricePerNight, monthly: false };
}

export function PropertyCard({
  property,
  badges = [],
  locale = 'en-US',
  labels,
  eager = false,
  corner,
  byMonth = false,
  details,
  linkQuery,
  from,
}: PropertyCardProps) {
  const { amount, monthly } = shownPrice(property, byMonth);
  const l = { ...defaultLabels, ...labels };
  const navigate = useNavigate();
  const href = propertyHref(property.id, linkQuery);
  const state = from ? { openedFrom: from } : undefined;
  const cover = property.images?.[0];
  const rating = typeof property.rating === 'number' ? property.rating.toFixed(1) : null;

  // The whole card is a click target for pointer users; keyboard and screen-reader users get the real
  // link (title) and the real button, so the article itself needs no role.
  const openFromCard = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    navigate(href, { state });
  };

  return (
    <Article onClick={openFromCard} data-testid="property-card">
      <Media>
        <ImageWithFallback
          src={cover}
          alt={cover ? property.title : ''}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width={400}
          height={300}
        />
        {badges.length > 0 ? (
          <Badges style={corner ? { insetInlineEnd: '3.5rem' } : undefined}>
            {badges.slice(0, 3).map((b) => (
              <Badge key={b.label} $variant={b.variant}>
                {b.label}
              </Badge>
            ))}
          </Badges>
        ) : null}
        {corner ? <Corner>{corner}</Corner> : null}
      </Media>
      <Body>
        <TitleRow>
          <Title>
            {/* Text users wrote keeps its own direction inside a page of the other one. */}
            <Link to={href} state={state} dir="auto">
              {property.title}
            </Link>
          </Title>
          {rating ? (
            <Rating role="img" aria-label={l.ratingLabel(rating)}>
              <span aria-hidden="true">★ </span>
              {rating}
            </Rating>
          ) : (
            <Badge $variant="success">{l.newListing}</Badge>
          )}
        </TitleRow>
        <Location dir="auto">{property.location}</Location>
        {property.description ? <Description dir="auto">{property.description}</Description> : null}
        {details ? <Details>{details}</Details> : null}
        <Footer>
          <Price>
            <strong>{formatPrice(amount, locale)}</strong> {monthly ? l.perMonth : l.perNight}
          </Price>
          <Button
            $size="sm"
            $variant="outline"
            onClick={() => navigate(href, { state })}
            aria-label={`${l.viewDetails}: ${property.title}`}
          >
            {l.viewDetails}
          </Button>
        </Footer>
      </Body>
    </Article>
  );
}

/** Same box as a card, so swapping skeletons for cards does not shift the layout. */
export function PropertyCardSkeleton() {
  return (
    <Card $padded={false} data-testid="property-card-skeleton" aria-hidden="true">
      <Skeleton $height="auto" $radius="0" style={{ aspectRatio: '4 / 3' }} />
      <Body>
        <Skeleton $width="70%" $height="1.25rem" />
        <Skeleton $width="45%" />
        <Footer>
          <Skeleton $width="35%" $height="1.5rem" />
          <Skeleton $width="6.5rem" $height="2rem" $radius="10px" />
        </Footer>
      </Body>
    </Card>
  );
}
