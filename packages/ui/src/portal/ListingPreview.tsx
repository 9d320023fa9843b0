import { useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  Badge,
  Dialog,
  formatPrice,
  ImageWithFallback,
  translatePropertyType,
  useAmenityLabel,
} from '@stays/ui';

const messages = defineMessages({
  preview: { id: 'kit.preview.open', defaultMessage: 'Preview' },
  previewNamed: { id: 'kit.preview.openNamed', defaultMessage: 'Preview {title}' },
  photo: { id: 'kit.preview.photo', defaultMessage: 'Photo {position} of {count}' },
  noPhotos: { id: 'kit.preview.noPhotos', defaultMessage: 'No photos yet' },
  perNight: { id: 'kit.preview.perNight', defaultMessage: '{price} a night' },
  guests: { id: 'kit.preview.guests', defaultMessage: '{count, plural, one {# guest} other {# guests}}' },
  bedrooms: {
    id: 'kit.preview.bedrooms',
    defaultMessage: '{count, plural, one {# bedroom} other {# bedrooms}}',
  },
  bathrooms: {
    id: 'kit.preview.bathrooms',
    defaultMessage: '{count, plural, one {# bathroom} other {# bathrooms}}',
  },
  instantBook: { id: 'kit.preview.instantBook', defaultMessage: 'Instant Book' },
  amenities: { id: 'kit.preview.amenities', defaultMessage: 'Amenities' },
  description: { id: 'kit.preview.description', defaultMessage: 'Description' },
});

/** What a moderator needs to judge a listing, as the guest would read it. */
export interface PreviewListing {
  id: string;
  title: string;
  location: string;
  propertyType: string;
  pricePerNight: number | string;
  description?: string | null;
  images?: readonly string[] | null;
  amenities?: readonly string[] | null;
  maxGuests?: number | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  instantBook?: boolean | null;
}

const Summary = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
  > div {
    flex: 1;
    min-inline-size: 0;
  }
`;

const Thumb = styled.button`
  flex: none;
  display: flex;
  flex-direction: column;
  inline-size: 7rem;
  padding: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.sandSoft};
  cursor: zoom-in;
  img {
    display: block;
    inline-size: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
  span {
    padding-block: ${({ theme }) => theme.space.xxs};
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Photos = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(14rem, 80%);
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  scroll-snap-type: inline mandatory;
  li {
    scroll-snap-align: start;
  }
  figure {
    margin: 0;
  }
  img {
    inline-size: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Facts = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Heading = styled.h3`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

function PreviewBody({ listing }: { listing: PreviewListing }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const amenity = useAmenityLabel();
  const images = listing.images ?? [];
  const count = images.length;
  return (
    <>
      {count ? (
        <Photos>
          {images.map((src, index) => (
            <li key={src}>
              <figure>
                <ImageWithFallback src={src} alt={t(messages.photo, { position: index + 1, count })} />
                <figcaption aria-hidden="true">
                  {t(messages.photo, { position: index + 1, count })}
                </figcaption>
              </figure>
            </li>
          ))}
        </Photos>
      ) : (
        <Facts>{t(messages.noPhotos)}</Facts>
      )}
      <Facts>
        <bdi>{listing.location}</bdi>
        <span>{translatePropertyType(intl, listing.propertyType)}</span>
        <span>{t(messages.perNight, { price: formatPrice(listing.pricePerNight, intl.locale) })}</span>
        {listing.maxGuests ? <span>{t(messages.guests, { count: listing.maxGuests })}</span> : null}
        {listing.bedrooms != null ? <span>{t(messages.bedrooms, { count: listing.bedrooms })}</span> : null}
        {listing.bathrooms != null ? (
          <span>{t(messages.bathrooms, { count: listing.bathrooms })}</span>
        ) : null}
        {listing.instantBook ? <Badge $variant="secondary">{t(messages.instantBook)}</Badge> : null}
      </Facts>
      {listing.description ? (
        <>
          <Heading>{t(messages.description)}</Heading>
          <Text dir="auto">{listing.description}</Text>
        </>
      ) : null}
      {listing.amenities?.length ? (
        <>
          <Heading>{t(messages.amenities)}</Heading>
          <Chips>
            {listing.amenities.map((name) => (
              <li key={name}>
                <Badge $variant="outline">{amenity(name)}</Badge>
              </li>
            ))}
          </Chips>
        </>
      ) : null}
    </>
  );
}

/**
 * A moderation row's listing: its cover photo beside `children` (the title and facts). The photo opens the listing as a guest would read it (every photo, the facts, the
 * description, the amenities) in a dialog, so a moderator judges it before deciding.
 */
export function ListingPreview({ listing, children }: { listing: PreviewListing; children: ReactNode }) {
  const t = useIntl().formatMessage;
  const [open, setOpen] = useState(false);
  return (
    <Summary>
      <Thumb
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t(messages.previewNamed, { title: listing.title })}
        data-testid="listing-preview"
      >
        <ImageWithFallback src={listing.images?.[0] ?? ''} alt="" loading="lazy" />
        <span>{t(messages.preview)}</span>
      </Thumb>
      <Dialog open={open} onOpenChange={setOpen} title={listing.title} size="lg">
        {open ? <PreviewBody listing={listing} /> : null}
      </Dialog>
      <div>{children}</div>
    </Summary>
  );
}
