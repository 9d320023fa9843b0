import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { type BoundingBox, formatBoundingBox, PLACES, propertyHref } from '@stays/contracts';
import { directionOf, toLocale, useGraphRead } from '@stays/platform';
import { Button, formatPrice, shownPrice } from '@stays/ui';
import { type MapLabel, MapView, type MapPin } from '@stays/ui/map';
import { SearchMapPinsDocument, type SearchMapPinsQueryVariables } from '../../__generated__/graphql';
import { mapMessages as m } from './messages';
import { useMapWords } from './useMapWords';

const Frame = styled.div`
  position: relative;
  height: 100%;
  min-height: 320px;
`;

const Map = styled(MapView)`
  position: absolute;
  inset: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const AreaButton = styled(Button)`
  position: absolute;
  z-index: 900;
  top: ${({ theme }) => theme.space.md};
  left: 50%;
  transform: translateX(-50%);
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export interface SearchMapProps {
  search: Omit<SearchMapPinsQueryVariables, 'bbox'>;
  /** The address's box: the map shows it, and the pins are the stays in it. */
  box: BoundingBox | null;
  bboxText: string | null;
  fitKey: string;
  /** A Months search: pins read the monthly price, as the cards do. */
  byMonth?: boolean;
  /** What a pin's card carries to the property page: the same as the result cards' links. */
  linkQuery?: string;
  lit: string | null;
  onLight: (id: string | null) => void;
  onSearchArea: (box: BoundingBox) => void;
}

/** The gazetteer's places (campus, beaches, the marina) as labels in the reader's language. */
export function placeLabels(locale: string): MapLabel[] {
  const language = locale.startsWith('ar') ? 'ar' : locale.startsWith('fr') ? 'fr' : 'en';
  return PLACES.map((place) => ({
    name: place.name[language],
    latitude: place.latitude,
    longitude: place.longitude,
    kind: place.kind,
  }));
}

/** The results map of a search: its pins, and "Search this area" once the reader moved or zoomed it. */
export function SearchMap({
  search,
  box,
  bboxText,
  fitKey,
  byMonth,
  linkQuery,
  lit,
  onLight,
  onSearchArea,
}: SearchMapProps) {
  const intl = useIntl();
  const words = useMapWords();
  const navigate = useNavigate();
  const [moved, setMoved] = useState<{ box: BoundingBox; key: string } | null>(null);
  const { data } = useGraphRead(SearchMapPinsDocument, {
    variables: { ...search, ...(bboxText ? { bbox: bboxText } : {}) },
  });
  // The card's figure for the mode (shownPrice): "$620 / month" in a Months search, "$45" a night otherwise.
  const pinPrice = useCallback(
    (item: { pricePerNight: number | string; pricePerMonth?: number | null }) => {
      const { amount, monthly } = shownPrice(item, byMonth ?? false);
      const price = formatPrice(amount, intl.locale);
      return monthly ? intl.formatMessage(m.perMonth, { price }) : price;
    },
    [byMonth, intl],
  );
  const pins = useMemo<MapPin[]>(
    () =>
      (data?.searchProperties.items ?? []).flatMap((item) =>
        item.latitude == null || item.longitude == null
          ? []
          : [
              {
                id: item.id,
                latitude: item.latitude,
                longitude: item.longitude,
                title: item.title,
                price: pinPrice(item),
                href: propertyHref(item.id, linkQuery),
              },
            ],
      ),
    [data, pinPrice, linkQuery],
  );
  const labels = useMemo<MapLabel[]>(() => placeLabels(intl.locale), [intl.locale]);
  return (
    <Frame>
      <Map
        words={words}
        rtl={directionOf(toLocale(intl.locale) ?? 'en') === 'rtl'}
        pins={pins}
        labels={labels}
        box={box}
        fitKey={fitKey}
        highlighted={lit}
        onPinActive={onLight}
        onOpen={(href) => navigate(href)}
        onMoved={(next) => setMoved({ box: next, key: fitKey })}
      />
      {/* Offered for a view other than the one searched (a map fitted to its own box again offers nothing). */}
      {moved && moved.key === fitKey && formatBoundingBox(moved.box) !== bboxText ? (
        <AreaButton
          type="button"
          onClick={() => {
            onSearchArea(moved.box);
            setMoved(null);
          }}
        >
          {intl.formatMessage(m.searchArea)}
        </AreaButton>
      ) : null}
    </Frame>
  );
}
