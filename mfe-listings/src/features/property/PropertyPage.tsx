import { withListingsMessages } from '../../i18n/withListingsMessages';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAddressUpdate, useSession, type StayChoice } from '@stays/platform';
import styled from 'styled-components';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  CompassIcon,
  Container,
  EmptyState,
  ErrorState,
  PinIcon,
  StarIcon,
  publicStatusBadge,
  translatePropertyType,
  useAmenityLabel,
} from '@stays/ui';
import { HeartButton } from '../favorites/HeartButton';
import { useFavorites } from '../favorites/useFavorites';
import { DatesCorrected, useCorrectedStayDates } from '../search/DatesCorrected';
import { clampGuests } from '../search/searchParams';
import { BookingDialogs, type OpenDialog } from './BookingDialogs';
import { amenitiesToShow, amenityIcon } from './amenities';
import { BookingCard, MobileBookingBar } from './BookingCard';
import { Gallery } from './Gallery';
import { translateBadge } from '../listing/badgeLabels';
import { shownRating } from '../listing/rating';
import { propertyMessages as m } from './messages';
import { HostCard } from './HostCard';
import { PropertyDetailsDocument, type PropertyDetailsFieldsFragment } from '../../__generated__/graphql';
import { PropertyPageSkeleton } from './PropertyPageSkeleton';
import { Reviews } from './Reviews';

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.lg} 6rem;
  ${({ theme }) => theme.media.lg} {
    padding-block-end: ${({ theme }) => theme.space.xxl};
  }
`;

const Back = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
  }
`;

const MetaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const IconText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
`;

const Type = styled.span`
  text-transform: capitalize;
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 22rem;
    align-items: start;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-inline-size: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-block-end: ${({ theme }) => theme.space.md};
  }
`;

const Description = styled.p`
  white-space: pre-line;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.65;
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: grid;
    justify-items: center;
    gap: 0.125rem;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.sandSoft};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.ink};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const AmenityList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const AmenityIcon = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Side = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
`;

const Area = styled(Card)`
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primarySoft},
    ${({ theme }) => theme.colors.sandSoft}
  );
  p {
    color: ${({ theme }) => theme.colors.text};
    margin-block-end: ${({ theme }) => theme.space.sm};
  }
`;

const ContactActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-start: ${({ theme }) => theme.space.md};
`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The chosen stay and the open dialog live in the address (?checkIn=&checkOut=&guests=&dialog=book|message),
 * so the booking remote can send a signed-out guest to sign in and the reloaded page reopens the same dialog
 * with the same dates (docs/contracts.md, the dialog contract).
 */
function useStayInAddress() {
  const [params, update] = useAddressUpdate();
  const stay: StayChoice = useMemo(() => {
    const checkIn = params.get('checkIn') ?? '';
    const checkOut = params.get('checkOut') ?? '';
    const guests = params.get('guests');
    return {
      ...(DAY.test(checkIn) ? { checkIn } : {}),
      ...(DAY.test(checkOut) && checkOut > checkIn ? { checkOut } : {}),
      ...(guests ? { guests: clampGuests(Number(guests)) } : {}),
    };
  }, [params]);
  const dialog = params.get('dialog');
  const open: OpenDialog = dialog === 'book' || dialog === 'message' ? dialog : null;
  const setStay = (next: StayChoice) =>
    update((p) => {
      for (const key of ['checkIn', 'checkOut', 'guests'] as const) {
        const value = next[key];
        if (value === undefined || value === '') p.delete(key);
        else p.set(key, String(value));
      }
    });
  const setOpen = (which: OpenDialog) =>
    update((p) => {
      if (which) p.set('dialog', which);
      else p.delete('dialog');
    });
  return { stay, setStay, open, setOpen };
}

function Details({ property }: { property: PropertyDetailsFieldsFragment }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const amenityLabel = useAmenityLabel();
  const favorites = useFavorites();
  const { stay, setStay, open, setOpen } = useStayInAddress();
  const correction = useCorrectedStayDates();
  const hostId = property.host?.id ?? null;
  const session = useSession();
  // A host does not message themselves about their own listing (the server refuses it too).
  const bookingOwnProperty = session.isAuthenticated && hostId !== null && session.user?.id === hostId;
  const rating = shownRating(property);
  const badge = publicStatusBadge(property.status);
  const status = badge ? translateBadge(intl, badge) : null;
  const amenities = amenitiesToShow(property.amenities);
  return (
    <Page>
      <Back to="/">{t(m.allStays)}</Back>
      <Head>
        <TitleRow>
          <h1 dir="auto">{property.title}</h1>
          <HeartButton favorites={favorites} propertyId={property.id} title={property.title} />
        </TitleRow>
        <MetaRow>
          {rating !== null ? (
            <IconText aria-label={t(m.rated, { rating: rating.toFixed(1) })}>
              <StarIcon size={16} style={{ color: '#e4664d' }} />
              <strong>{rating.toFixed(1)}</strong>
            </IconText>
          ) : (
            <Badge $variant="success">{t(m.newStay)}</Badge>
          )}
          <IconText>
            <PinIcon size={16} />
            <bdi dir="auto">{property.location}</bdi>
          </IconText>
          {status ? (
            <Badge $variant={status.variant}>{status.label}</Badge>
          ) : (
            <Badge $variant="success">{t(m.verified)}</Badge>
          )}
          <Type>{translatePropertyType(intl, property.propertyType)}</Type>
        </MetaRow>
      </Head>
      <DatesCorrected correction={correction} />
      <Gallery images={property.images} title={property.title} />
      <Columns>
        <Main>
          <HostCard host={property.host} superhost={property.hostIsSuperhost} />
          <section aria-labelledby="about-title">
            <h2 id="about-title">{t(m.about)}</h2>
            {property.description?.trim() ? (
              <Description dir="auto">{property.description.trim()}</Description>
            ) : (
              <Description>{t(m.noDescription)}</Description>
            )}
          </section>
          <Tiles aria-label={t(m.capacity)}>
            <li>
              <strong>{property.maxGuests}</strong>
              <span>{t(m.guests, { count: property.maxGuests })}</span>
            </li>
            {/* Only what the host told: no invented '1 Bedroom / 1 Bathroom' (issue 30 #6). */}
            {typeof property.bedrooms === 'number' ? (
              <li>
                <strong>{property.bedrooms}</strong>
                <span>{t(m.bedrooms, { count: property.bedrooms })}</span>
              </li>
            ) : null}
            {typeof property.bathrooms === 'number' ? (
              <li>
                <strong>{property.bathrooms}</strong>
                <span>{t(m.bathrooms, { count: property.bathrooms })}</span>
              </li>
            ) : null}
          </Tiles>
          <section aria-labelledby="amenities-title">
            <h2 id="amenities-title">{t(m.offers)}</h2>
            <AmenityList>
              {amenities.map((a) => (
                <li key={a}>
                  <AmenityIcon>{amenityIcon(a)}</AmenityIcon>
                  <bdi dir="auto">{amenityLabel(a)}</bdi>
                </li>
              ))}
            </AmenityList>
          </section>
          <Area as="section" aria-labelledby="area-title">
            <h2 id="area-title">{t(m.area)}</h2>
            <p>{t(m.areaText, { location: property.location })}</p>
            <a
              href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(property.location)}`}
              target="_blank"
              rel="noreferrer"
            >
              {t(m.openMap)}
            </a>
          </Area>
          <section aria-labelledby="reviews-title">
            <h2 id="reviews-title">
              {rating !== null
                ? `★ ${rating.toFixed(1)} · ${t(m.reviewCount, { count: property.reviewCount })}`
                : t(m.reviewsHeading)}
            </h2>
            <Reviews reviews={property.reviews} />
          </section>
        </Main>
        <Side>
          <BookingCard
            propertyId={property.id}
            pricePerNight={property.pricePerNight}
            maxGuests={property.maxGuests}
            rating={rating}
            reviewCount={property.reviewCount}
            hostId={hostId}
            stay={stay}
            onStayChange={setStay}
            onBook={() => setOpen('book')}
          />
          <Card as="section" aria-labelledby="contact-title">
            <h2 id="contact-title" style={{ fontSize: '1.125rem' }}>
              {t(m.contactHost)}
            </h2>
            <ContactActions>
              <Button
                type="button"
                $variant="outline"
                $block
                disabled={bookingOwnProperty}
                onClick={() => setOpen('message')}
              >
                {t(m.sendMessage)}
              </Button>
              {/* A guest's bookings are their trips; /dashboard is the host area (issue 30 #2). */}
              <ButtonLink to="/trips" $variant="ghost" $block>
                {t(m.myBookings)}
              </ButtonLink>
              <ButtonLink to="/contact-us" $variant="ghost" $block>
                {t(m.contactSupport)}
              </ButtonLink>
            </ContactActions>
          </Card>
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
        }}
      />
    </Page>
  );
}

/** /property/:id: everything about one property, read from the graph. */
function PropertyPage() {
  const t = useIntl().formatMessage;
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(PropertyDetailsDocument, { variables: { id } });
  const property = data?.property ?? null;

  useEffect(() => {
    if (property) document.title = `${property.title} · Stays`;
  }, [property]);

  if (loading && !data) return <PropertyPageSkeleton />;
  if (error && !data) {
    return (
      <Page>
        <ErrorState
          message={t(m.error, { message: error.message })}
          retryLabel={t({ id: 'common.retry', defaultMessage: 'Retry' })}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      </Page>
    );
  }
  if (!property) {
    return (
      <Page>
        <EmptyState
          icon={<CompassIcon size={28} />}
          title={t(m.notFoundTitle)}
          message={t(m.notFoundText)}
          action={
            <Button $variant="primary" onClick={() => navigate('/')}>
              {t(m.backHome)}
            </Button>
          }
        />
      </Page>
    );
  }
  return <Details property={property} />;
}

// Exposed to the shell, which does not know the listings catalogue: the page loads it for the chosen language.
export default withListingsMessages(PropertyPage);
