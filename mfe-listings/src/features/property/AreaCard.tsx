import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card } from '@stays/ui';
import { AreaMap } from '../map';
import { propertyMessages as m } from './messages';

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

/**
 * Which line fits the place: the Moroccan coast has beaches and no campus, College Station a campus and no beach
 * (one line for both told every Moroccan listing "the campus is a short ride away", issue 46 #9).
 */
function areaLine(location: string) {
  if (/morocco/i.test(location)) return m.areaCoast;
  if (/college station|,\s*tx\b|texas/i.test(location)) return m.areaCampus;
  return m.areaOther;
}

/** The area: a line that fits the place, its map (issue 44) and a link to it on OpenStreetMap. */
export function AreaCard({
  location,
  latitude,
  longitude,
}: {
  location: string;
  latitude?: number | null;
  longitude?: number | null;
}) {
  const t = useIntl().formatMessage;
  return (
    <Area as="section" aria-labelledby="area-title">
      <h2 id="area-title">{t(m.area)}</h2>
      <p>{t(areaLine(location), { location })}</p>
      {latitude != null && longitude != null ? <AreaMap latitude={latitude} longitude={longitude} /> : null}
      <a
        href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(location)}`}
        target="_blank"
        rel="noreferrer"
      >
        {t(m.openMap)}
      </a>
    </Area>
  );
}
