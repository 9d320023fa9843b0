export { MapView } from './MapView';
export type { MapViewHandle, MapViewProps } from './MapView';
export type { MapLabel, MapPin, MapWords } from './mapTypes';
export { PinField, startBox } from './PinField';
export type { PinFieldProps, PinPoint } from './PinField';
