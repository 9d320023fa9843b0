// The shell's static information pages (SPEC 2) and the 404 page, each a chunk of its own; copy in English here,
// French and Arabic in messages/ (loaded by shell/src/i18n/catalogues.ts).
export { notFoundPageLoader, staticPageLoaders } from './StaticPage';
export type { StaticPageKey } from './StaticPage';
