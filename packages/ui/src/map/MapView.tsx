import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import styled from 'styled-components';
import type { BoundingBox } from '@stays/contracts';
import { leafletStyles } from './mapStyles';
import type { MapController, MapLabel, MapOptions, MapPin, MapWords } from './mapTypes';

const Box = styled.div`
  ${leafletStyles}
`;

type MapModule = typeof import('./leafletMap');
let mapModule: Promise<MapModule> | null = null;
/** Leaflet and the map code: one lazy chunk, loaded the first time a map is shown. */
function loadMapModule(): Promise<MapModule> {
  mapModule ??= import(/* webpackChunkName: "map" */ './leafletMap').catch((error: unknown) => {
    mapModule = null;
    throw error;
  });
  return mapModule;
}

export interface MapViewProps {
  words: MapWords;
  rtl?: boolean;
  pins?: MapPin[];
  labels?: MapLabel[];
  /** The view to show (the address's bbox); without one the map fits its pins. */
  box?: BoundingBox | null;
  /** Refit the pins when this changes (a new search), not when the same pins come back. */
  fitKey?: string;
  area?: MapOptions['area'];
  highlighted?: string | null;
  /** The host's pin: where it is, and what to do when it is placed or dragged. */
  placed?: { latitude: number; longitude: number } | null;
  onPlace?: MapOptions['onPlace'];
  onMoved?: MapOptions['onMoved'];
  onPinActive?: MapOptions['onPinActive'];
  onOpen?: MapOptions['onOpen'];
  className?: string;
}

export interface MapViewHandle {
  showBox(box: BoundingBox): void;
}

/**
 * A map: the land and sea of the gateway's base map (or MAP_STYLE_URL's tiles), labels, price pins that cluster,
 * a small card per pin, an approximate area, or the host's draggable pin. The box is drawn at once; Leaflet loads
 * after it (its own chunk), so a page pays for the map only where one is shown.
 */
export const MapView = forwardRef<MapViewHandle, MapViewProps>(function MapView(props, ref) {
  const container = useRef<HTMLDivElement>(null);
  const controller = useRef<MapController | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadMapModule()
      .then(({ createMap }) => {
        if (cancelled || !container.current) return;
        const initial = latest.current;
        controller.current = createMap(container.current, {
          words: initial.words,
          rtl: initial.rtl ?? false,
          box: initial.box ?? null,
          area: initial.area ?? null,
          onPlace: initial.onPlace && ((point) => latest.current.onPlace?.(point)),
          onMoved: (box) => latest.current.onMoved?.(box),
          onPinActive: (id) => latest.current.onPinActive?.(id),
          onOpen: initial.onOpen && ((href) => latest.current.onOpen?.(href)),
        });
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      controller.current?.destroy();
      controller.current = null;
    };
  }, []);

  const fitted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!ready || !controller.current) return;
    const pins = props.pins ?? [];
    // A search's pins are fitted once they came (an empty first answer while loading does not count).
    const fit = !props.box && pins.length > 0 && fitted.current !== props.fitKey;
    if (fit || props.box) fitted.current = props.fitKey;
    controller.current.setPins(pins, fit);
  }, [ready, props.pins, props.fitKey, props.box]);

  useEffect(() => {
    if (ready) controller.current?.setLabels(props.labels ?? []);
  }, [ready, props.labels]);

  useEffect(() => {
    if (ready) controller.current?.highlight(props.highlighted ?? null);
  }, [ready, props.highlighted, props.pins]);

  const boxKey = props.box ? JSON.stringify(props.box) : '';
  const shownBox = useRef(boxKey);
  useEffect(() => {
    if (!ready || !props.box || shownBox.current === boxKey) return;
    shownBox.current = boxKey;
    controller.current?.showBox(props.box);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- boxKey stands for the box
  }, [ready, boxKey]);

  useEffect(() => {
    if (ready && props.placed) controller.current?.setPlaced(props.placed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the point's numbers stand for it
  }, [ready, props.placed?.latitude, props.placed?.longitude]);

  useImperativeHandle(ref, () => ({ showBox: (box) => controller.current?.showBox(box) }), []);

  return (
    <Box
      ref={container}
      className={props.className}
      dir="ltr"
      data-map-state={failed ? 'failed' : ready ? 'ready' : 'loading'}
      aria-busy={!ready && !failed}
    />
  );
});
