import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { initials } from './people';

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
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** A person's picture, or their initials when there is none or it does not load. Decorative: the name is beside it. */
export function Avatar({ name, src, size = 44 }: { name: string; src?: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  return (
    <Circle $size={size} aria-hidden="true">
      {src && !failed ? <img src={src} alt="" onError={() => setFailed(true)} /> : initials(name) || '?'}
    </Circle>
  );
}
