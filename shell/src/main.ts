// The async boundary: the federation runtime negotiates the shared singletons (react, router, Apollo...)
// before bootstrap evaluates any of them. Nothing is shared eagerly.
import { dropFirstViewInAnotherLanguage, startAfterFirstView } from './federation/firstView';

dropFirstViewInAnotherLanguage();
// A page that came drawn paints before the app starts (federation/firstView.ts).
startAfterFirstView(() => void import('./bootstrap'));
