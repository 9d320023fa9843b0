import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PropertyDetailsFieldsFragment } from '../../__generated__/graphql';
import { propertyMessages as m } from './messages';

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

type Facts = Pick<PropertyDetailsFieldsFragment, 'description' | 'maxGuests' | 'bedrooms' | 'bathrooms'>;

/** 'About this place' and the capacity tiles: guests, and the rooms the host told. */
export function AboutSection({ property }: { property: Facts }) {
  const t = useIntl().formatMessage;
  return (
    <>
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
    </>
  );
}
