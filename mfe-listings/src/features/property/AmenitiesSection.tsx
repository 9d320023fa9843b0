import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAmenityLabel } from '@stays/ui';
import { amenitiesToShow, amenityIcon } from './amenities';
import { propertyMessages as m } from './messages';

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

/** 'What this place offers': each amenity the listing has, with its icon. */
export function AmenitiesSection({ amenities }: { amenities: readonly string[] }) {
  const t = useIntl().formatMessage;
  const amenityLabel = useAmenityLabel();
  return (
    <section aria-labelledby="amenities-title">
      <h2 id="amenities-title">{t(m.offers)}</h2>
      <AmenityList>
        {amenitiesToShow(amenities).map((a) => (
          <li key={a}>
            <AmenityIcon>{amenityIcon(a)}</AmenityIcon>
            <bdi dir="auto">{amenityLabel(a)}</bdi>
          </li>
        ))}
      </AmenityList>
    </section>
  );
}
