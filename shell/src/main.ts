// The async boundary: the federation runtime negotiates the shared singletons (react, router, Apollo...)
// before bootstrap evaluates any of them. Nothing is shared eagerly.
import { evaluateInTurns } from './federation/evaluateInTurns';
import { dropFirstViewInAnotherLanguage, startAfterFirstView } from './federation/firstView';
import { warmIntlOffMainThread } from './federation/warmIntl';
import { repairDrawnImages } from '@stays/ui/drawn-images';

// A drawn photo that fails before the app starts gets its fallback now, not at hydration (issue 46 #8).
repairDrawnImages();

dropFirstViewInAnotherLanguage();
warmIntlOffMainThread();
// A page that came drawn paints before the app starts (federation/firstView.ts); the heaviest shared modules are
// then evaluated as each arrives (federation/evaluateInTurns.ts), not all in the bootstrap's one task.
startAfterFirstView(() => void evaluateInTurns().then(() => import('./bootstrap')));
