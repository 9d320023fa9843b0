// `import { MapView } from '@stays/ui/map'`: the map (issue 44), a separate entry point so that only the chunks
// that show a map carry it; Leaflet itself loads later still, when a map is shown (MapView's import()).
export * from './src/map';
