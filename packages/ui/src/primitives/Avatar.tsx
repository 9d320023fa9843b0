import { useEffect, useState } from 'react';
import styled from 'styled-components';

/** One or two letters for the picture's stand-in: the first letters of the first two words of the name. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

const Circle = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  line-height: 1;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  /** The person's name: its initials stand in when there is no picture or it does not load. */
  name: string;
  /** Their profile photo (`/images/<id>`), if any. */
  src?: string | null;
  size?: number;
}

/**
 * A person's picture in a circle, or their initials when there is none or it does not load: the inbox, the header's
 * account menu, the account page. Decorative: the name is always beside it, so it is hidden from assistive
 * technology.
 */
export function Avatar({ name, src, size = 44 }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  return (
    <Circle $size={size} aria-hidden="true">
      {src && !failed ? <img src={src} alt="" onError={() => setFailed(true)} /> : initials(name) || '?'}
    </Circle>
  );
}
