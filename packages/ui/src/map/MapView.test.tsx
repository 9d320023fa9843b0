import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { MapView } from './MapView';
import { drawMapsInJsdom } from './testing';
import type { MapPin, MapWords } from './mapTypes';

const words: MapWords = {
  region: 'Map of the stays',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  cluster: (count) => `${count} stays here`,
  pin: (pin) => `${pin.title}, ${pin.price}`,
  open: 'Show this stay',
};

const pins: MapPin[] = [
  { id: 'a', latitude: 35.62, longitude: -5.27, title: 'Beach flat', price: '$45', href: '/property/a' },
  { id: 'b', latitude: 35.6201, longitude: -5.2701, title: 'Sea room', price: '$30', href: '/property/b' },
  { id: 'c', latitude: 35.75, longitude: -5.33, title: 'Cabo villa', price: '$120', href: '/property/c' },
];

beforeEach(drawMapsInJsdom);

describe('MapView', () => {
  it('draws focusable price pins that read their price, and clusters the close ones with their count', async () => {
    const active: (string | null)[] = [];
    const { container } = renderWithTheme(
      <MapView
        words={words}
        pins={pins}
        fitKey="s1"
        box={{ west: -5.6, south: 35.4, east: -4.9, north: 35.9 }}
        onPinActive={(id) => active.push(id)}
      />,
    );
    await waitFor(() => expect(container.querySelector('[data-map-state="ready"]')).not.toBeNull());
    expect(screen.getByRole('region', { name: 'Map of the stays' })).toBeTruthy();
    const cluster = await screen.findByRole('button', { name: '2 stays here' });
    expect(cluster.textContent).toBe('2');
    const villa = screen.getByRole('button', { name: 'Cabo villa, $120' });
    expect(villa.textContent).toBe('$120');
    expect(villa.tabIndex).toBe(0);
    act(() => villa.focus());
    expect(active).toContain('c');
  });

  it('lights the pin of the card the reader is on', async () => {
    const { container, rerender } = renderWithTheme(
      <MapView
        words={words}
        pins={pins}
        box={{ west: -5.6, south: 35.4, east: -4.9, north: 35.9 }}
        highlighted={null}
      />,
    );
    await screen.findByRole('button', { name: 'Cabo villa, $120' });
    rerender(
      <MapView
        words={words}
        pins={pins}
        box={{ west: -5.6, south: 35.4, east: -4.9, north: 35.9 }}
        highlighted="c"
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Cabo villa, $120' }).classList).toContain('is-active'),
    );
    expect(container.querySelectorAll('.is-active')).toHaveLength(1);
    // A pin drawn inside a cluster lights its cluster.
    rerender(
      <MapView
        words={words}
        pins={pins}
        box={{ west: -5.6, south: 35.4, east: -4.9, north: 35.9 }}
        highlighted="a"
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '2 stays here' }).classList).toContain('is-active'),
    );
    expect(container.querySelectorAll('.is-active')).toHaveLength(1);
  });

  it('opens a small card with a link to the stay', async () => {
    const opened: string[] = [];
    renderWithTheme(
      <MapView
        words={words}
        pins={pins}
        box={{ west: -5.6, south: 35.4, east: -4.9, north: 35.9 }}
        onOpen={(href) => opened.push(href)}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cabo villa, $120' }));
    const link = await screen.findByRole('link', { name: 'Show this stay' });
    expect(link.getAttribute('href')).toBe('/property/c');
    // jsdom's clicks carry no coordinates, which Leaflet's map would read: a click at a point.
    fireEvent.click(link, { clientX: 10, clientY: 10 });
    expect(opened).toEqual(['/property/c']);
  });
});

describe('MapView with the keyboard', () => {
  it('pans with the arrow keys and zooms with + and -, and Tab reaches the pins after the map', async () => {
    const moved: { west: number; south: number; east: number; north: number }[] = [];
    renderWithTheme(
      <>
        <button type="button">Before</button>
        <MapView
          words={words}
          pins={pins}
          box={{ west: -5.6, south: 35.4, east: -4.9, north: 35.9 }}
          onMoved={(box) => moved.push(box)}
        />
      </>,
    );
    await screen.findByRole('button', { name: 'Cabo villa, $120' });
    const region = screen.getByRole('region', { name: 'Map of the stays' });
    // Tab: the map itself (its keys), then each pin, then the zoom buttons.
    act(() => screen.getByRole('button', { name: 'Before' }).focus());
    await userEvent.tab();
    expect(document.activeElement).toBe(region);
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/stays here|, \$/);
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/stays here|, \$/);
    act(() => region.focus());
    const start = moved.length;
    fireEvent.keyDown(region, { key: 'ArrowLeft', code: 'ArrowLeft', keyCode: 37 });
    await waitFor(() => expect(moved.length).toBeGreaterThan(start));
    const panned = moved.at(-1)!;
    expect(panned.west).toBeLessThan(-5.6);
    const width = panned.east - panned.west;
    fireEvent.keyDown(region, { key: '+', code: 'Equal', keyCode: 187 });
    await waitFor(() => expect(moved.at(-1)!.east - moved.at(-1)!.west).toBeLessThan(width * 0.75));
    fireEvent.keyDown(region, { key: '-', code: 'Minus', keyCode: 189 });
    await waitFor(() => expect(moved.at(-1)!.east - moved.at(-1)!.west).toBeGreaterThan(width * 0.75));
  });
});
