import { type RefObject, useEffect, useState } from 'react';

/** How far ahead of the screen a map starts loading, so it is drawn by the time it scrolls in. */
const AHEAD = '200px';

/**
 * Whether the element has come within 200 px of the screen (it stays true once it has). A map's code and data load
 * only then. With `watch` false the answer is true at once (a map that is the page's point, not below the fold).
 * Where nothing can say (no IntersectionObserver), it never comes: the map is not drawn.
 */
export function useNearScreen(element: RefObject<Element | null>, watch = true): boolean {
  const [near, setNear] = useState(!watch);
  useEffect(() => {
    if (!watch) return setNear(true);
    const target = element.current;
    if (!target || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, watch]);
  return near;
}
