import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router-dom';
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
  propertyTypeLabel,
} from '@stays/ui';
import { amenitiesToShow, amenityIcon } from './amenities';
import { BookingCard, MobileBookingBar } from './BookingCard';
import { Gallery } from './Gallery';
import { HostCard } from './HostCard';
import { PROPERTY_DETAILS, type PropertyDetails } from './property.graphql';
import { PropertyPageSkeleton } from './PropertyPageSkeleton';
import { Reviews } from './Reviews';

export const DEFAULT_RATING = 4.5;

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

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

function Details({ property }: { property: PropertyDetails }) {
  const rating = property.rating ?? DEFAULT_RATING;
  const status = publicStatusBadge(property.status);
  const amenities = amenitiesToShow(property.amenities);
  return (
    <Page>
      <Back to="/">← All stays</Back>
      <Head>
        <h1>{property.title}</h1>
        <MetaRow>
          <IconText aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
            <StarIcon size={16} style={{ color: '#e4664d' }} />
            <strong>{rating.toFixed(1)}</strong>
          </IconText>
          <IconText>
            <PinIcon size={16} />
            {property.location}
          </IconText>
          {status ? (
            <Badge $variant={status.variant}>{status.label}</Badge>
          ) : (
            <Badge $variant="success">Verified</Badge>
          )}
          <Type>{propertyTypeLabel(property.propertyType)}</Type>
        </MetaRow>
      </Head>
      <Gallery images={property.images} title={property.title} />
      <Columns>
        <Main>
          <HostCard host={property.host} />
          <section aria-labelledby="about-title">
            <h2 id="about-title">About this place</h2>
            <Description>{property.description?.trim() || 'No description available.'}</Description>
          </section>
          <Tiles aria-label="Capacity">
            <li>
              <strong>{property.maxGuests}</strong>
              <span>{property.maxGuests === 1 ? 'Guest' : 'Guests'}</span>
            </li>
            <li>
              <strong>{property.bedrooms ?? 1}</strong>
              <span>{(property.bedrooms ?? 1) === 1 ? 'Bedroom' : 'Bedrooms'}</span>
            </li>
            <li>
              <strong>{property.bathrooms ?? 1}</strong>
              <span>{(property.bathrooms ?? 1) === 1 ? 'Bathroom' : 'Bathrooms'}</span>
            </li>
          </Tiles>
          <section aria-labelledby="amenities-title">
            <h2 id="amenities-title">What this place offers</h2>
            <AmenityList>
              {amenities.map((a) => (
                <li key={a}>
                  <AmenityIcon>{amenityIcon(a)}</AmenityIcon>
                  {a}
                </li>
              ))}
            </AmenityList>
          </section>
          <Area as="section" aria-labelledby="area-title">
            <h2 id="area-title">The area</h2>
            <p>
              {property.location}: beaches of the Tamuda Bay coast, cafés and the campus are a short ride
              away.
            </p>
            <a
              href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(property.location)}`}
              target="_blank"
              rel="noreferrer"
            >
              Open in map
            </a>
          </Area>
          <section aria-labelledby="reviews-title">
            <h2 id="reviews-title">
              ★ {rating.toFixed(1)} · {plural(property.reviews.length, 'review', 'reviews')}
            </h2>
            <Reviews reviews={property.reviews} />
          </section>
        </Main>
        <Side>
          <BookingCard pricePerNight={property.pricePerNight} rating={rating} hostId={property.host?.id} />
          <Card as="section" aria-labelledby="contact-title">
            <h2 id="contact-title" style={{ fontSize: '1.125rem' }}>
              Contact Host
            </h2>
            <ContactActions>
              <ButtonLink to="/login" $variant="outline" $block>
                Send Message
              </ButtonLink>
              <ButtonLink to="/dashboard" $variant="ghost" $block>
                Go to My Bookings
              </ButtonLink>
              <ButtonLink to="/contact-us" $variant="ghost" $block>
                Contact Support
              </ButtonLink>
            </ContactActions>
          </Card>
        </Side>
      </Columns>
      <MobileBookingBar pricePerNight={property.pricePerNight} hostId={property.host?.id} />
    </Page>
  );
}

/** /property/:id: everything about one property, read from the graph. */
export default function PropertyPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(PROPERTY_DETAILS, { variables: { id } });
  const property = data?.property ?? null;

  useEffect(() => {
    if (property) document.title = `${property.title} · Stays`;
  }, [property]);

  if (loading && !data) return <PropertyPageSkeleton />;
  if (error && !data) {
    return (
      <Page>
        <ErrorState
          message={`Error: ${error.message}`}
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
          title="Property Not Found"
          message="The property you are looking for does not exist or is no longer available."
          action={
            <Button $variant="primary" onClick={() => navigate('/')}>
              Back to Home
            </Button>
          }
        />
      </Page>
    );
  }
  return <Details property={property} />;
}
