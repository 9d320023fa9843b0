import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card } from '@stays/ui';
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

/** The area: a line about the place and a link to it on OpenStreetMap. */
export function AreaCard({ location }: { location: string }) {
  const t = useIntl().formatMessage;
  return (
    <Area as="section" aria-labelledby="area-title">
      <h2 id="area-title">{t(m.area)}</h2>
      <p>{t(m.areaText, { location })}</p>
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
