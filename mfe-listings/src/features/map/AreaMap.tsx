import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { APPROXIMATE_AREA_RADIUS_M } from '@stays/contracts';
import { directionOf, toLocale } from '@stays/platform';
import { MapView } from '@stays/ui/map';
import { mapMessages as m } from './messages';
import { placeLabels } from './SearchMap';
import { useMapWords } from './useMapWords';
import { useNearScreen } from './useNearScreen';

const Box = styled.div`
  position: relative;
  height: 280px;
  margin-block: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: #a9cfdc;
`;

const Fill = styled(MapView)`
  position: absolute;
  inset: 0;
`;

/**
 * The property page's map: a circle of about 300 m around the point the reader was answered (the approximate one
 * unless they may know the exact one), with the gazetteer's places. The map's code loads when the box comes near
 * the screen, not with the page.
 */
export function AreaMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const intl = useIntl();
  const words = useMapWords();
  const box = useRef<HTMLDivElement>(null);
  const seen = useNearScreen(box);
  const area = useMemo(
    () => ({ latitude, longitude, radiusMeters: APPROXIMATE_AREA_RADIUS_M }),
    [latitude, longitude],
  );
  const labels = useMemo(() => placeLabels(intl.locale), [intl.locale]);
  return (
    <>
      <Box ref={box}>
        {seen ? (
          <Fill
            words={words}
            rtl={directionOf(toLocale(intl.locale) ?? 'en') === 'rtl'}
            area={area}
            labels={labels}
          />
        ) : null}
      </Box>
      <p>{intl.formatMessage(m.approximate)}</p>
    </>
  );
}
