import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { fallbackCover } from '../assets/fallbackCover';

export interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** Used when src is empty or fails to load. */
  fallbackSrc?: string;
  alt: string;
}

/** An <img> that swaps to a fallback once on error (and never loops if the fallback fails too). */
export function ImageWithFallback({
  src,
  fallbackSrc = fallbackCover,
  alt,
  onError,
  ...rest
}: ImageWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  // A new src deserves a fresh attempt.
  useEffect(() => setFailed(false), [src]);
  const shown = !src || failed ? fallbackSrc : src;
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      data-fallback={shown === fallbackSrc ? 'true' : undefined}
      onError={(event) => {
        if (!failed) setFailed(true);
        onError?.(event);
      }}
    />
  );
}
