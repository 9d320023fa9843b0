// `import { drawMapsInJsdom } from '@stays/ui/map-testing'`: for component tests of pages that show a map.
export { drawMapsInJsdom } from './src/map/testing';
