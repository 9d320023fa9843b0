import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MapWords } from '@stays/ui/map';
import { mapMessages as m } from './messages';

/** The map's words in the reader's language (the map chunk carries no catalogue). */
export function useMapWords(): MapWords {
  const intl = useIntl();
  return useMemo(() => {
    const t = intl.formatMessage;
    return {
      region: t(m.region),
      zoomIn: t(m.zoomIn),
      zoomOut: t(m.zoomOut),
      cluster: (count) => t(m.cluster, { count }),
      pin: (pin) => t(m.pin, { title: pin.title, price: pin.price }),
      open: t(m.open),
      placed: t(m.placed),
    };
  }, [intl]);
}
