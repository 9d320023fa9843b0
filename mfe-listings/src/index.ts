// The listings remote's pages, for tests and tools. The shell loads them through federation (exposes/).
export { default as HomePage } from './features/landing/HomePage';
export { default as SearchPage } from './features/search/SearchPage';
export { default as BrowsePage } from './features/browse/BrowsePage';
export { default as PropertyPage } from './features/property/PropertyPage';
