// The async boundary: the federation runtime negotiates the shared singletons (react, router, Apollo...)
// before bootstrap evaluates any of them. Nothing is shared eagerly.
import { dropFirstViewInAnotherLanguage, FIRST_VIEW_ID } from './federation/firstView';

// A page that came with its first view drawn paints it before the app starts: the app's first tasks would
// otherwise hold the first frame back.
const start = () => void import('./bootstrap');
dropFirstViewInAnotherLanguage();
if (document.getElementById(FIRST_VIEW_ID)) requestAnimationFrame(() => setTimeout(start, 0));
else start();
