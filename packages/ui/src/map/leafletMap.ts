// The map itself (issue 44): Leaflet with the gateway's bundled land tiles, or the tile server of MAP_STYLE_URL
// (GET /map/style.json says which). This module is the lazy "map" chunk: nothing imports it but ResultsMap's
// import(), so Leaflet's bytes load only when a map is shown.
import * as L from 'leaflet';
import type { BoundingBox } from '@stays/contracts';
import type { MapController, MapLabel, MapOptions, MapPin } from './mapTypes';

/** How far apart (px) two places' names must be for both to be drawn: about one name's box. */
const LABEL_SPACING = { x: 140, y: 22 };

interface MapStyle {
  kind: 'land' | 'raster';
  tiles: string;
  maxZoom: number;
  attribution: string;
}

const LAND = '#f3efe6';
const COAST = '#7fa6b6';
/**
 * Pins closer than this on screen are drawn as one cluster with their count. A price pin is a pill wider than it
 * is tall ('$1,250 / month'), so the box is wider than high: two pins outside it leave every touch target its
 * 24 px (axe's target-size), in either reading direction.
 */
const CLUSTER_BOX_PX = { x: 112, y: 56 } as const;

let stylePromise: Promise<MapStyle> | null = null;
function loadStyle(): Promise<MapStyle> {
  stylePromise ??= fetch('/map/style.json', { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`map style: ${response.status}`);
      return response.json() as Promise<MapStyle>;
    })
    .catch((error: unknown) => {
      stylePromise = null;
      throw error;
    });
  return stylePromise;
}

/** The gateway's land tiles, drawn on canvases: land over the sea colour, the coast stroked. */
class LandLayer extends L.GridLayer {
  constructor(
    private readonly template: string,
    options: L.GridLayerOptions,
  ) {
    super(options);
  }

  protected override createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
    const canvas = document.createElement('canvas');
    const size = this.getTileSize();
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    canvas.width = size.x * ratio;
    canvas.height = size.y * ratio;
    const url = this.template
      .replace('{z}', String(coords.z))
      .replace('{x}', String(coords.x))
      .replace('{y}', String(coords.y));
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`map tile ${url}: ${response.status}`);
        return response.json() as Promise<{ land: number[][] }>;
      })
      .then(({ land }) => {
        const context = canvas.getContext('2d');
        if (context) {
          context.scale((ratio * size.x) / 256, (ratio * size.y) / 256);
          context.beginPath();
          for (const ring of land) {
            context.moveTo(ring[0]!, ring[1]!);
            for (let index = 2; index < ring.length; index += 2)
              context.lineTo(ring[index]!, ring[index + 1]!);
            context.closePath();
          }
          context.fillStyle = LAND;
          context.fill('evenodd');
          context.strokeStyle = COAST;
          context.lineWidth = 1;
          context.stroke();
        }
        done(undefined, canvas);
      })
      .catch((error: unknown) => done(error instanceof Error ? error : new Error(String(error)), canvas));
    return canvas;
  }
}

function boxOf(map: L.Map): BoundingBox {
  const bounds = map.getBounds();
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return {
    west: clamp(bounds.getWest(), 180),
    south: clamp(bounds.getSouth(), 90),
    east: clamp(bounds.getEast(), 180),
    north: clamp(bounds.getNorth(), 90),
  };
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Draws a map into `container` and answers the controller the React component drives. */
export function createMap(container: HTMLElement, options: MapOptions): MapController {
  const { words } = options;
  const map = L.map(container, {
    zoomControl: false,
    attributionControl: true,
    keyboard: true,
    worldCopyJump: false,
    minZoom: 2,
    maxBoundsViscosity: 1,
    maxBounds: [
      [-85, -180],
      [85, 180],
    ],
  });
  map.attributionControl.setPrefix(false);
  L.control
    .zoom({
      position: options.rtl ? 'topleft' : 'topright',
      zoomInTitle: words.zoomIn,
      zoomOutTitle: words.zoomOut,
    })
    .addTo(map);
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', words.region);
  map.setView([20, 0], 2);

  let destroyed = false;
  void loadStyle()
    .then((style) => {
      if (destroyed) return;
      map.setMaxZoom(style.maxZoom);
      const layer =
        style.kind === 'raster'
          ? L.tileLayer(style.tiles, { maxZoom: style.maxZoom, attribution: style.attribution })
          : new LandLayer(style.tiles, { maxZoom: style.maxZoom, attribution: style.attribution });
      layer.addTo(map);
    })
    .catch((error: unknown) => console.warn('[map] no base map:', error));

  const labels = L.layerGroup().addTo(map);
  let placeLabels: Array<{ label: MapLabel; marker: L.Marker }> = [];
  /**
   * The places' names at this zoom: one is left out when it would be drawn over a name already shown (in the
   * gazetteer's order), so a world view names one place a region and a town's view names each.
   */
  function drawLabels() {
    labels.clearLayers();
    const shown: L.Point[] = [];
    for (const { label, marker } of placeLabels) {
      const at = map.latLngToContainerPoint([label.latitude, label.longitude]);
      const crowded = shown.some(
        (other) => Math.abs(other.x - at.x) < LABEL_SPACING.x && Math.abs(other.y - at.y) < LABEL_SPACING.y,
      );
      if (crowded) continue;
      shown.push(at);
      marker.addTo(labels);
      const node = marker.getElement();
      if (node) {
        node.textContent = label.name;
        node.setAttribute('dir', 'auto');
        node.setAttribute('aria-hidden', 'true');
      }
    }
  }
  const pinsLayer = L.layerGroup().addTo(map);
  let pins: MapPin[] = [];
  let highlighted: string | null = null;
  const markers = new Map<string, L.Marker>();
  /** Moves the user made (drag, zoom, keys), not the ones this code made. */
  let programmatic = 0;
  const moveQuietly = (move: () => void) => {
    programmatic += 1;
    move();
    // moveend fires after the animation, or at once; either way the count comes back down there.
  };

  function openCard(pin: MapPin, at: L.LatLng) {
    const card = element('div', 'stays-map-card');
    card.setAttribute('dir', 'auto');
    card.append(
      element('strong', 'stays-map-card-title', pin.title),
      element('span', 'stays-map-card-price', pin.price),
    );
    const link = element('a', 'stays-map-card-link', words.open) as HTMLAnchorElement;
    link.href = pin.href;
    link.addEventListener('click', (event) => {
      if (!options.onOpen || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      options.onOpen(pin.href);
    });
    card.append(link);
    L.popup({ closeButton: true, autoPanPadding: [24, 24], offset: [0, -8] })
      .setLatLng(at)
      .setContent(card)
      .openOn(map);
    link.focus({ preventScroll: true });
  }

  function drawPins() {
    pinsLayer.clearLayers();
    markers.clear();
    if (pins.length === 0) return;
    const zoom = map.getZoom();
    const groups: { pins: MapPin[]; point: L.Point }[] = [];
    for (const pin of pins) {
      const point = map.project([pin.latitude, pin.longitude], zoom);
      const near = groups.find(
        (group) =>
          Math.abs(group.point.x - point.x) < CLUSTER_BOX_PX.x &&
          Math.abs(group.point.y - point.y) < CLUSTER_BOX_PX.y,
      );
      if (near) near.pins.push(pin);
      else groups.push({ pins: [pin], point });
    }
    for (const group of groups) {
      if (group.pins.length === 1) {
        const pin = group.pins[0]!;
        const icon = L.divIcon({
          className: 'stays-map-pin',
          html: '',
          iconSize: undefined,
          iconAnchor: undefined,
        });
        const marker = L.marker([pin.latitude, pin.longitude], { icon, keyboard: true, riseOnHover: true });
        marker.on('click', () => openCard(pin, marker.getLatLng()));
        marker.on('mouseover', () => options.onPinActive?.(pin.id));
        marker.on('mouseout', () => options.onPinActive?.(null));
        marker.addTo(pinsLayer);
        const node = marker.getElement();
        if (node) {
          node.textContent = pin.price;
          node.setAttribute('aria-label', words.pin(pin));
          node.setAttribute('data-pin', pin.id);
          node.addEventListener('focus', () => options.onPinActive?.(pin.id));
          node.addEventListener('blur', () => options.onPinActive?.(null));
          node.classList.toggle('is-active', pin.id === highlighted);
        }
        markers.set(pin.id, marker);
      } else {
        const bounds = L.latLngBounds(
          group.pins.map((pin) => [pin.latitude, pin.longitude] as L.LatLngTuple),
        );
        const icon = L.divIcon({
          className: 'stays-map-pin stays-map-cluster',
          html: '',
          iconSize: undefined,
        });
        const marker = L.marker(bounds.getCenter(), { icon, keyboard: true });
        marker.on('click', () => {
          if (map.getZoom() >= map.getMaxZoom()) openCard(group.pins[0]!, marker.getLatLng());
          else map.fitBounds(bounds.pad(0.3), { maxZoom: map.getMaxZoom() });
        });
        marker.addTo(pinsLayer);
        const node = marker.getElement();
        if (node) {
          node.textContent = String(group.pins.length);
          node.setAttribute('aria-label', words.cluster(group.pins.length));
          node.setAttribute('data-cluster', group.pins.map((pin) => pin.id).join(' '));
          node.classList.toggle(
            'is-active',
            group.pins.some((pin) => pin.id === highlighted),
          );
        }
        for (const pin of group.pins) markers.set(pin.id, marker);
      }
    }
  }

  function fitPins() {
    if (pins.length === 0) return;
    const bounds = L.latLngBounds(pins.map((pin) => [pin.latitude, pin.longitude] as L.LatLngTuple));
    moveQuietly(() => map.fitBounds(bounds.pad(0.15), { maxZoom: 14, animate: false }));
  }

  map.on('zoomend', drawPins);
  map.on('zoomend', drawLabels);
  map.on('moveend', () => {
    if (programmatic > 0) {
      programmatic -= 1;
      return;
    }
    options.onMoved?.(boxOf(map));
  });

  // The property page's area: a circle around the approximate point, never a pin on the exact one.
  if (options.area) {
    const { latitude, longitude, radiusMeters } = options.area;
    L.circle([latitude, longitude], {
      radius: radiusMeters,
      color: '#0f5f66',
      weight: 2,
      fillColor: '#0f5f66',
      fillOpacity: 0.18,
      interactive: false,
    }).addTo(map);
    moveQuietly(() => map.setView([latitude, longitude], 14, { animate: false }));
  }

  // The host's form: one pin the host drops by clicking the map or drags.
  let placed: L.Marker | null = null;
  const place = (point: L.LatLng) => {
    if (!options.onPlace) return;
    if (!placed) {
      placed = L.marker(point, {
        draggable: true,
        keyboard: true,
        icon: L.divIcon({ className: 'stays-map-pin stays-map-placed', html: '', iconSize: undefined }),
      }).addTo(map);
      placed.on('dragend', () => {
        const at = placed!.getLatLng();
        options.onPlace?.({ latitude: at.lat, longitude: at.lng });
      });
      placed.getElement()?.setAttribute('aria-label', words.placed ?? words.region);
    } else {
      placed.setLatLng(point);
    }
  };
  if (options.onPlace) {
    map.on('click', (event: L.LeafletMouseEvent) => {
      place(event.latlng);
      options.onPlace?.({ latitude: event.latlng.lat, longitude: event.latlng.lng });
    });
  }

  if (options.box) {
    const { west, south, east, north } = options.box;
    moveQuietly(() =>
      map.fitBounds(
        [
          [south, west],
          [north, east],
        ],
        { animate: false },
      ),
    );
  }

  return {
    setPins(next, fit) {
      pins = next;
      if (fit) fitPins();
      drawPins();
    },
    setLabels(next: MapLabel[]) {
      placeLabels = next.map((label) => {
        const icon = L.divIcon({
          className: `stays-map-label stays-map-label-${label.kind}`,
          html: '',
          iconSize: undefined,
        });
        const marker = L.marker([label.latitude, label.longitude], {
          icon,
          interactive: false,
          keyboard: false,
        });
        return { label, marker };
      });
      drawLabels();
    },
    highlight(id) {
      highlighted = id;
      // A cluster stands for several pins: it is lit when one of them is (not only when it was the last seen).
      const lit = id === null ? undefined : markers.get(id);
      for (const marker of new Set(markers.values())) {
        marker.getElement()?.classList.toggle('is-active', marker === lit);
        marker.setZIndexOffset(marker === lit ? 1000 : 0);
      }
    },
    showBox({ west, south, east, north }) {
      moveQuietly(() =>
        map.fitBounds(
          [
            [south, west],
            [north, east],
          ],
          { animate: false },
        ),
      );
    },
    setPlaced(point) {
      if (!point) return;
      place(L.latLng(point.latitude, point.longitude));
      moveQuietly(() =>
        map.setView([point.latitude, point.longitude], Math.max(map.getZoom(), 14), { animate: false }),
      );
    },
    destroy() {
      destroyed = true;
      map.remove();
    },
  };
}
