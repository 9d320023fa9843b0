import styled from 'styled-components';

export const Card = styled.div<{ $padded?: boolean; $interactive?: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme, $padded = true }) => ($padded ? theme.space.lg : '0')};
  overflow: hidden;
  transition:
    box-shadow 160ms ease,
    transform 160ms ease;
  ${({ $interactive, theme }) =>
    $interactive ? `&:hover { box-shadow: ${theme.shadows.md}; transform: translateY(-2px); }` : ''}
`;

export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
