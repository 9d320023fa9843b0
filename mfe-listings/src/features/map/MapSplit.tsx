import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { BoundingBox } from '@stays/contracts';
import { useAddressParam } from '@stays/platform';
import { breakpoints, Button, media } from '@stays/ui';
import { mapMessages as m } from './messages';
import { SearchMap, type SearchMapProps } from './SearchMap';
import { useNearScreen } from './useNearScreen';

const WIDE = `(min-width: ${breakpoints.lg}px)`;

const Split = styled.div<{ $lit: string | null; $view: 'list' | 'map' }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
  ${({ $lit }) =>
    $lit
      ? css`
          article:has(a[href='/property/${CSS.escape($lit)}']),
          article:has(a[href^='/property/${CSS.escape($lit)}?']) {
            outline: 3px solid ${({ theme }) => theme.colors.primary};
            outline-offset: 2px;
          }
        `
      : ''}
`;

const ListSide = styled.div<{ $hidden: boolean }>`
  min-width: 0;
  ${({ $hidden }) => ($hidden ? 'display: none;' : '')}
  ${media.lg} {
    display: block;
  }
`;

const MapSide = styled.div<{ $shown: boolean }>`
  display: ${({ $shown }) => ($shown ? 'block' : 'none')};
  height: 70vh;
  ${media.lg} {
    display: block;
    position: sticky;
    /* Below the page's sticky header, so the map's top (its zoom buttons) never slips under it. */
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
    height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - 4rem);
  }
`;

/**
 * Over the list, "Map" floats at the bottom of the screen; over the map, "List" sits above it instead, so it never
 * covers a pin (a pin under a button is a target no one can reach: axe's target-size).
 */
const Toggle = styled(Button)<{ $onMap: boolean }>`
  position: sticky;
  bottom: ${({ theme }) => theme.space.lg};
  justify-self: center;
  z-index: 950;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ $onMap }) =>
    $onMap
      ? css`
          position: static;
          order: -1;
          box-shadow: none;
        `
      : ''}
  ${media.lg} {
    display: none;
  }
`;

/** Whether the window is wide enough for the list and the map side by side (false until hydrated). */
function useWide(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    // A window that cannot say (jsdom) is a phone's: the list, with the Map button.
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/** The card under the pointer or the focus, by its title link. */
function cardIdOf(target: EventTarget | null): string | null {
  const article = (target as Element | null)?.closest?.('article');
  const link = article?.querySelector('a[href^="/property/"]');
  const href = link?.getAttribute('href');
  // The link may carry the search's stay (?checkIn=…): the id is the path's last part.
  return href ? decodeURIComponent(href.slice('/property/'.length).split('?')[0] ?? '') : null;
}

export interface MapSplitProps extends Omit<SearchMapProps, 'lit' | 'onLight'> {
  children: ReactNode;
  /**
   * A section below the fold (the landing's all stays): its map only on a wide screen, loaded when the section
   * comes near the screen; a phone shows the list alone, with no map code.
   */
  belowTheFold?: boolean;
}

/** The phone's choice of the map rather than the list, kept in the address (`map=1`) so a reload keeps it. */
export const MAP_VIEW_PARAM = 'map';

/**
 * The list beside its map on a wide screen; on a phone the list, with a "Map" button that shows the map
 * instead (and "List" back). The map's code loads only when the map is shown. The card under the pointer or
 * the focus lights its pin, and a pin under the pointer or the focus lights its card.
 */
export function MapSplit({ children, belowTheFold = false, ...map }: MapSplitProps) {
  const t = useIntl().formatMessage;
  const wide = useWide();
  const [mapParam, setMapParam] = useAddressParam(MAP_VIEW_PARAM);
  const view: 'list' | 'map' = !belowTheFold && mapParam === '1' ? 'map' : 'list';
  const setView = (next: 'list' | 'map') => setMapParam(next === 'map' ? '1' : null);
  const [lit, setLit] = useState<string | null>(null);
  const split = useRef<HTMLDivElement>(null);
  const near = useNearScreen(split, belowTheFold);
  const showMap = (wide && near) || view === 'map';
  const light = useCallback((event: { target: EventTarget | null }) => setLit(cardIdOf(event.target)), []);
  const onSearchArea = useCallback(
    (box: BoundingBox) => {
      map.onSearchArea(box);
    },
    [map],
  );
  return (
    <Split ref={split} $lit={lit} $view={view}>
      <ListSide
        $hidden={view === 'map'}
        onMouseOver={light}
        onFocus={light}
        onMouseLeave={() => setLit(null)}
      >
        {children}
      </ListSide>
      <MapSide $shown={view === 'map'}>
        {showMap ? <SearchMap {...map} onSearchArea={onSearchArea} lit={lit} onLight={setLit} /> : null}
      </MapSide>
      {belowTheFold ? null : (
        <Toggle
          type="button"
          data-testid="map-toggle"
          $onMap={view === 'map'}
          $variant="secondary"
          onClick={() => setView(view === 'map' ? 'list' : 'map')}
        >
          {t(view === 'map' ? m.showList : m.showMap)}
        </Toggle>
      )}
    </Split>
  );
}
