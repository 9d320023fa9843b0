export { default } from '../features/browse/BrowsePage';
