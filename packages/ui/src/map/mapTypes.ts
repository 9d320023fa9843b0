import type { BoundingBox } from '@stays/contracts';

/** One listing on a map: its approximate point, the price its pin reads, where its card links. */
export interface MapPin {
  id: string;
  latitude: number;
  longitude: number;
  title: string;
  /** The pin's text: the price for the search's mode ("$45", "$620 / month"). */
  price: string;
  href: string;
}

/** A named point drawn as a label (a town of the listings, a campus or a beach of the gazetteer). */
export interface MapLabel {
  name: string;
  latitude: number;
  longitude: number;
  kind: string;
}

/** The words a map needs, in the reader's language (the chunk has no catalogue of its own). */
export interface MapWords {
  region: string;
  zoomIn: string;
  zoomOut: string;
  /** "{count} stays here": a cluster's accessible name. */
  cluster: (count: number) => string;
  /** "{title}, {price}": a pin's accessible name. */
  pin: (pin: MapPin) => string;
  open: string;
  /** The host's pin (the form's map). */
  placed?: string;
}

export interface MapOptions {
  words: MapWords;
  rtl: boolean;
  /** Show this box (the address's bbox) rather than fitting the pins. */
  box?: BoundingBox | null;
  /** An approximate area (the property page): drawn as a circle, with no pins. */
  area?: { latitude: number; longitude: number; radiusMeters: number } | null;
  /** The host's form: one draggable pin; called with its new point. */
  onPlace?: (point: { latitude: number; longitude: number }) => void;
  onMoved?: (box: BoundingBox) => void;
  onPinActive?: (id: string | null) => void;
  onOpen?: (href: string) => void;
}

export interface MapController {
  setPins(pins: MapPin[], fit: boolean): void;
  setLabels(labels: MapLabel[]): void;
  highlight(id: string | null): void;
  showBox(box: BoundingBox): void;
  setPlaced(point: { latitude: number; longitude: number } | null): void;
  destroy(): void;
}
