// For the tests of pages with a map: jsdom lays nothing out and draws no canvas, and no gateway answers /map/*.

/**
 * Lets Leaflet draw in jsdom: every element gets the size a page would give the map's box, canvases draw nothing
 * (the land tiles stay blank; the pins and cards are DOM), and fetch answers the base map's style (the gateway's
 * own land tiles) and empty tiles. Call it in `beforeEach`; it replaces `global.fetch`.
 */
export function drawMapsInJsdom(): void {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  window.scrollTo = () => undefined;
  const answer = (body: unknown) =>
    ({ ok: true, status: 200, json: async () => body }) as unknown as Response;
  global.fetch = jest.fn(async (url: string | URL | Request) =>
    String(url).endsWith('/map/style.json')
      ? answer({
          kind: 'land',
          tiles: '/map/land/{z}/{x}/{y}.json',
          maxZoom: 16,
          attribution: 'Natural Earth',
        })
      : answer({ land: [] }),
  ) as typeof fetch;
}
