// A photo of a page drawn on the server can fail before the app has started (a phone's slow network, a removed
// image): React's onError is attached only at hydration, and sections hydrate when seen (HydrateWhenSeen), so such
// a photo stayed a broken image. The shell's entry calls this first, before any shared module is loaded (it is a
// subpath of its own, `@stays/ui/drawn-images`, bundled into the shell's entry, not a shared module).
import { fallbackCover } from '../assets/fallbackCover';

/** On every ImageWithFallback <img> that shows a photo (not its fallback): what the repair below looks for. */
export const PHOTO_ATTRIBUTE = 'data-photo';
/** A fallback other than the stock cover, when the component was given one. */
export const FALLBACK_SRC_ATTRIBUTE = 'data-fallback-src';
/** Set on an <img> showing its fallback (by the component, or by the repair before hydration). */
export const FALLBACK_ATTRIBUTE = 'data-fallback';

/** Swaps a drawn photo that failed to its fallback, once (a failing fallback is left alone). */
function showFallback(img: HTMLImageElement) {
  if (!img.hasAttribute(PHOTO_ATTRIBUTE)) return;
  img.removeAttribute(PHOTO_ATTRIBUTE);
  img.setAttribute(FALLBACK_ATTRIBUTE, 'true');
  img.src = img.getAttribute(FALLBACK_SRC_ATTRIBUTE) || fallbackCover;
}

/**
 * Gives the drawn photos of `document` their fallback without waiting for the app: those that failed already
 * (a finished image that cannot be decoded) and those that fail later (error events do not bubble, but they pass
 * the document on their way down).
 */
export function repairDrawnImages(doc: Document = document) {
  doc.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target);
    },
    true,
  );
  for (const img of Array.from(doc.querySelectorAll<HTMLImageElement>(`img[${PHOTO_ATTRIBUTE}]`))) {
    if (img.complete) img.decode().catch(() => showFallback(img));
  }
}
