import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, openedFrom, PinIcon, StarIcon, publicStatusBadge, translatePropertyType } from '@stays/ui';
import type { PropertyDetailsFieldsFragment } from '../../__generated__/graphql';
import { HeartButton, useFavorites } from '../favorites';
import { translateBadge } from '../listing';
import { propertyMessages as m } from './messages';

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

export interface PropertyHeaderProps {
  property: PropertyDetailsFieldsFragment;
  /** The stars shown, null while the stay has too few reviews (then it is 'New'). */
  rating: number | null;
  /** How far it is from the place searched near, or the nearest one ('1.2 km from Texas A&M'). */
  distance?: string | null;
}

/** The way back (to the search the page was opened from, or to all stays), the title with its heart, and the rating, place, status and type. */
export function PropertyHeader({ property, rating, distance }: PropertyHeaderProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const favorites = useFavorites();
  const badge = publicStatusBadge(property.status);
  // Opened from a search's card: the way back is that search (its stay, place and filters), else all stays. Read
  // after the first render, so a page the server drew hydrates with the link it drew.
  const location = useLocation();
  const [from, setFrom] = useState<string | null>(null);
  useEffect(() => {
    const opened = openedFrom(location.state);
    setFrom(opened && opened.split('?')[0] === '/search' ? opened : null);
  }, [location.state]);
  const status = badge ? translateBadge(intl, badge) : null;
  return (
    <>
      <Back to={from ?? '/'}>{t(from ? m.backToResults : m.allStays)}</Back>
      <Head>
        <TitleRow>
          <h1 dir="auto">{property.title}</h1>
          <HeartButton favorites={favorites} propertyId={property.id} title={property.title} />
        </TitleRow>
        <MetaRow>
          {rating !== null ? (
            <IconText role="img" aria-label={t(m.rated, { rating: rating.toFixed(1) })}>
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
          {distance ? <span data-testid="property-distance">{distance}</span> : null}
          {status ? (
            <Badge $variant={status.variant}>{status.label}</Badge>
          ) : (
            <Badge $variant="success">{t(m.verified)}</Badge>
          )}
          <Type>{translatePropertyType(intl, property.propertyType)}</Type>
        </MetaRow>
      </Head>
    </>
  );
}
