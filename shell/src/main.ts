// The async boundary: the federation runtime negotiates the shared singletons (react, router, Apollo...)
// before bootstrap evaluates any of them. Nothing is shared eagerly.
import('./bootstrap');
