import styled from 'styled-components';

export const Container = styled.div`
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space.xl};
  }
`;

/** 1 column on phones up to `max` columns on wide screens (the spec's 1-to-4 grid). */
export const Grid = styled.div<{ $max?: 2 | 3 | 4 }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme, $max = 4 }) => ($max >= 3 ? `${theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }` : '')}
  ${({ theme, $max = 4 }) => ($max >= 4 ? `${theme.media.xl} { grid-template-columns: repeat(4, minmax(0, 1fr)); }` : '')}
`;

export const Stack = styled.div<{ $gap?: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => $gap ?? theme.space.md};
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
