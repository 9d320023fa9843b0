import { useMemo, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { type BoundingBox, PLACES } from '@stays/contracts';
import { MapView } from './MapView';
import type { MapWords } from './mapTypes';

const messages = defineMessages({
  label: { id: 'kit.pin.label', defaultMessage: 'Pin on the map' },
  hint: {
    id: 'kit.pin.hint',
    defaultMessage:
      'Click the map where the listing is, or drag its pin. Guests see an area of about 300 m around it until their stay is confirmed.',
  },
  region: { id: 'kit.pin.region', defaultMessage: 'Map: where the listing is' },
  zoomIn: { id: 'kit.pin.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'kit.pin.zoomOut', defaultMessage: 'Zoom out' },
  placed: { id: 'kit.pin.placed', defaultMessage: 'The listing’s pin, drag it to move it' },
  center: { id: 'kit.pin.center', defaultMessage: 'Put the pin in the middle of the map' },
  placedAt: { id: 'kit.pin.placedAt', defaultMessage: 'Pin placed at {latitude}, {longitude}' },
  missing: {
    id: 'kit.pin.missing',
    defaultMessage: 'Place the pin on the map: a listing without one cannot be submitted for review.',
  },
});

export interface PinPoint {
  latitude: number;
  longitude: number;
}

const Box = styled.div<{ $invalid: boolean }>`
  position: relative;
  height: 280px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  overflow: hidden;
  background: #a9cfdc;
`;

const Fill = styled(MapView)`
  position: absolute;
  inset: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.xs};
  font-size: 0.875rem;
`;

const Small = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.muted)};
`;

const Plain = styled.button`
  font: inherit;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: 4px 10px;
  min-height: 32px;
  cursor: pointer;
  color: inherit;
`;

/** Words of a place's names long enough to stand for it in a location text ("Martil", "Tetouan"). */
const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 4);

const around = ({ latitude, longitude }: PinPoint, degrees: number): BoundingBox => ({
  west: longitude - degrees,
  south: latitude - degrees,
  east: longitude + degrees,
  north: latitude + degrees,
});

/** Places within this many degrees of one another are one area (a town with its campuses and beaches). */
const AREA_DEGREES = 1;

const boundsOf = (places: readonly PinPoint[], margin: number): BoundingBox => ({
  west: Math.min(...places.map((place) => place.longitude)) - margin,
  south: Math.min(...places.map((place) => place.latitude)) - margin,
  east: Math.max(...places.map((place) => place.longitude)) + margin,
  north: Math.max(...places.map((place) => place.latitude)) + margin,
});

/**
 * The gazetteer's busiest area: the places around the one with the most others near it. The gazetteer spans
 * more than one region (Tetouan and Martil, College Station), and a box around all of them is an ocean.
 */
function busiestArea(): BoundingBox {
  const near = (a: PinPoint, b: PinPoint) =>
    Math.abs(a.latitude - b.latitude) <= AREA_DEGREES && Math.abs(a.longitude - b.longitude) <= AREA_DEGREES;
  const areas = PLACES.map((place) => PLACES.filter((other) => near(place, other)));
  const busiest = areas.reduce((most, area) => (area.length > most.length ? area : most));
  return boundsOf(busiest, 0.05);
}

/**
 * Where the map opens before a pin is placed: the gazetteer's place the location text names (its town), else the
 * gazetteer's busiest area.
 */
export function startBox(location: string): BoundingBox {
  const given = new Set(wordsOf(location));
  const named = PLACES.find((place) =>
    Object.values(place.name).some((name) => wordsOf(name).some((word) => given.has(word))),
  );
  return named ? around(named, 0.04) : busiestArea();
}

export interface PinFieldProps {
  /** The field's id: the form focuses it when the pin is missing. */
  id: string;
  value: PinPoint | null;
  onChange(point: PinPoint): void;
  /** The location text: the map opens over the town it names. */
  location: string;
  /** Say that the pin is missing (the form was submitted, or the server refused). */
  error?: string | boolean;
  rtl?: boolean;
}

/**
 * The property forms' pin (issue 44 #1): a map beside the location text where the host clicks to place the
 * listing's pin or drags it; a button puts it in the middle of the map for keyboard users (arrow keys pan the
 * map). The point is shown in numbers; without one the field says the listing cannot be submitted for review.
 */
export function PinField({ id, value, onChange, location, error, rtl = false }: PinFieldProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const words = useMemo<MapWords>(
    () => ({
      region: t(messages.region),
      zoomIn: t(messages.zoomIn),
      zoomOut: t(messages.zoomOut),
      cluster: (count) => String(count),
      pin: (pin) => pin.title,
      open: t(messages.region),
      placed: t(messages.placed),
    }),
    [t],
  );
  const shown = useRef<BoundingBox | null>(null);
  // Until a pin is placed the map follows the town the location text names; from then on the host moves it.
  const kept = useRef<BoundingBox | null>(value ? around(value, 0.01) : null);
  const named = useMemo(() => startBox(location), [location]);
  const opening = kept.current ?? named;
  const place = (point: PinPoint) => {
    kept.current ??= shown.current ?? opening;
    onChange(point);
  };
  const centre = () => {
    const box = shown.current ?? opening;
    place({ latitude: (box.south + box.north) / 2, longitude: (box.west + box.east) / 2 });
  };
  const number = (degrees: number) => intl.formatNumber(degrees, { maximumFractionDigits: 5 });
  const problem = !value && error ? (typeof error === 'string' ? error : t(messages.missing)) : null;
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint ${id}-state`}>
      <Small as="span" id={`${id}-label`} style={{ fontWeight: 600, color: 'inherit' }}>
        {t(messages.label)}
      </Small>
      <Small id={`${id}-hint`}>{t(messages.hint)}</Small>
      <Box $invalid={Boolean(problem)}>
        <Fill
          words={words}
          rtl={rtl}
          box={opening}
          placed={value}
          onPlace={place}
          onMoved={(box) => {
            shown.current = box;
          }}
        />
      </Box>
      <Row>
        <Plain type="button" id={id} onClick={centre}>
          {t(messages.center)}
        </Plain>
        <Small
          id={`${id}-state`}
          role={problem ? 'alert' : 'status'}
          $error={Boolean(problem)}
          data-pin-state={value ? 'placed' : 'missing'}
        >
          {value
            ? t(messages.placedAt, { latitude: number(value.latitude), longitude: number(value.longitude) })
            : (problem ?? t(messages.missing))}
        </Small>
      </Row>
    </div>
  );
}
