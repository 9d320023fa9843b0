import { useIntl } from 'react-intl';
import { useAddressUpdate, useFormatters, useLanguage, useSession } from '@stays/platform';
import { HydrateWhenSeen } from '@stays/ui';
import type { PropertyDetailsFieldsFragment } from '../../__generated__/graphql';
import { shownRating } from '../listing';
import { DatesCorrected, useCorrectedStayDates } from '../search';
import { AboutSection } from './AboutSection';
import { AmenitiesSection } from './AmenitiesSection';
import { AreaCard } from './AreaCard';
import { BookingCard, MobileBookingBar } from './BookingCard';
import { BookingDialogs } from './BookingDialogs';
import { CancellationSection } from './CancellationSection';
import { ContactCard } from './ContactCard';
import { Gallery } from './Gallery';
import { HostCard } from './HostCard';
import { PropertyHeader } from './PropertyHeader';
import { propertyMessages as m } from './messages';
import { Reviews } from './Reviews';
import { Columns, Main, Page, Side } from './styles';
import { placeDistance } from './placeDistance';
import { useStayInAddress } from './useStayInAddress';

/**
 * Everything about one property: the story on one side, booking and contact on the other. On a page the server
 * drew, each part under the photos hydrates when it comes near the screen.
 */
export function PropertyDetails({ property }: { property: PropertyDetailsFieldsFragment }) {
  const t = useIntl().formatMessage;
  const { stay, setStay, open, setOpen } = useStayInAddress();
  const correction = useCorrectedStayDates();
  const hostId = property.host?.id ?? null;
  const session = useSession();
  // A host does not message themselves about their own listing (the server refuses it too).
  const bookingOwnProperty = session.isAuthenticated && hostId !== null && session.user?.id === hostId;
  const rating = shownRating(property);
  const [params] = useAddressUpdate();
  const { distance } = useFormatters();
  const { locale } = useLanguage();
  const from = placeDistance(params.get('near'), property);
  return (
    <Page>
      <PropertyHeader
        property={property}
        rating={rating}
        distance={
          from ? t(m.distance, { distance: distance(from.km), place: from.place.name[locale] }) : null
        }
      />
      <DatesCorrected correction={correction} />
      <Gallery images={property.images} title={property.title} />
      <Columns>
        <Main>
          <HydrateWhenSeen>
            <HostCard host={property.host} superhost={property.hostIsSuperhost} />
          </HydrateWhenSeen>
          <HydrateWhenSeen>
            <AboutSection property={property} />
          </HydrateWhenSeen>
          <HydrateWhenSeen>
            <AmenitiesSection amenities={property.amenities} />
          </HydrateWhenSeen>
          <HydrateWhenSeen>
            <CancellationSection policy={property.cancellationPolicy} />
          </HydrateWhenSeen>
          <HydrateWhenSeen>
            <AreaCard
              location={property.location}
              latitude={property.latitude}
              longitude={property.longitude}
            />
          </HydrateWhenSeen>
          <HydrateWhenSeen>
            <section aria-labelledby="reviews-title">
              <h2 id="reviews-title">
                {rating !== null
                  ? `★ ${rating.toFixed(1)} · ${t(m.reviewCount, { count: property.reviewCount })}`
                  : t(m.reviewsHeading)}
              </h2>
              <Reviews reviews={property.reviews} />
            </section>
          </HydrateWhenSeen>
        </Main>
        <Side>
          <HydrateWhenSeen>
            <BookingCard
              propertyId={property.id}
              pricePerNight={property.pricePerNight}
              pricePerMonth={property.pricePerMonth}
              minNights={property.minNights}
              maxNights={property.maxNights}
              maxGuests={property.maxGuests}
              rating={rating}
              reviewCount={property.reviewCount}
              hostId={hostId}
              stay={stay}
              onStayChange={setStay}
              onBook={() => setOpen('book')}
            />
          </HydrateWhenSeen>
          <HydrateWhenSeen>
            <ContactCard ownListing={bookingOwnProperty} onMessage={() => setOpen('message')} />
          </HydrateWhenSeen>
        </Side>
      </Columns>
      <MobileBookingBar
        pricePerNight={property.pricePerNight}
        hostId={hostId}
        onBook={() => setOpen('book')}
      />
      <BookingDialogs
        open={open}
        onClose={() => setOpen(null)}
        initial={stay}
        property={{
          id: property.id,
          title: property.title,
          pricePerNight: property.pricePerNight,
          maxGuests: property.maxGuests,
          amenities: property.amenities,
          hostId,
          instantBook: property.instantBook,
          cancellationPolicy: property.cancellationPolicy,
        }}
      />
    </Page>
  );
}
