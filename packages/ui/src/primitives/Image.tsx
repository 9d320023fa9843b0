import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { fallbackCover } from '../assets/fallbackCover';
import { FALLBACK_ATTRIBUTE } from './drawnImages';

export interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** Used when src is empty or fails to load. */
  fallbackSrc?: string;
  alt: string;
}

/**
 * An <img> that swaps to a fallback once on error (and never loops if the fallback fails too). Drawn on the
 * server, it is marked so that the shell's entry swaps a photo that fails before hydration (drawnImages.ts); the
 * component then takes the swap over.
 */
export function ImageWithFallback({
  src,
  fallbackSrc = fallbackCover,
  alt,
  onError,
  ...rest
}: ImageWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    // At hydration, a photo the page already swapped (drawnImages.ts) stays swapped; a new src later deserves a
    // fresh attempt.
    const swapped = !mounted.current && ref.current?.getAttribute(FALLBACK_ATTRIBUTE) === 'true';
    mounted.current = true;
    setFailed(Boolean(src) && swapped);
  }, [src]);
  const shown = !src || failed ? fallbackSrc : src;
  const isFallback = shown === fallbackSrc;
  return (
    <img
      {...rest}
      ref={ref}
      src={shown}
      alt={alt}
      // The marks drawnImages.ts reads (FALLBACK_ATTRIBUTE, PHOTO_ATTRIBUTE, FALLBACK_SRC_ATTRIBUTE).
      data-fallback={isFallback ? 'true' : undefined}
      data-photo={isFallback ? undefined : ''}
      data-fallback-src={!isFallback && fallbackSrc !== fallbackCover ? fallbackSrc : undefined}
      onError={(event) => {
        if (!failed) setFailed(true);
        onError?.(event);
      }}
    />
  );
}
