// The shell's static information pages (SPEC 2) and the 404 page; copy in English here, French and Arabic
// in messages/ (loaded by shell/src/i18n/catalogues.ts).
export { staticPageLoaders } from './StaticPage';
export type { StaticPageKey } from './StaticPage';
export { NotFoundPage } from './pages/NotFoundPage';
