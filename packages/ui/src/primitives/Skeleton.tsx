import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

/** A grey placeholder block; decorative, so hidden from screen readers (announce loading elsewhere). */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{
  $height?: string;
  $width?: string;
  $radius?: string;
}>`
  block-size: ${({ $height = '1rem' }) => $height};
  inline-size: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radii.sm};
  background: linear-gradient(90deg, #eee7dc 25%, #f7f2ea 37%, #eee7dc 63%);
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
  /* The shine runs with the reading direction. */
  [dir='rtl'] & {
    animation-direction: reverse;
  }
`;
