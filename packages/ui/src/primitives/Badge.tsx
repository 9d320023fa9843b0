import styled from 'styled-components';

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline' | 'success' | 'warning';

export const Badge = styled.span<{ $variant?: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding-block: 0.125rem;
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid transparent;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.4;
  white-space: nowrap;
  ${({ theme, $variant = 'default' }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'secondary':
        return `background: ${c.sand}; color: ${c.ink};`;
      case 'destructive':
        return `background: ${c.dangerSoft}; color: ${c.danger};`;
      case 'outline':
        return `background: ${c.surface}; color: ${c.text}; border-color: ${c.border};`;
      case 'success':
        return `background: ${c.successSoft}; color: ${c.success};`;
      case 'warning':
        return `background: ${c.warningSoft}; color: ${c.warning};`;
      default:
        return `background: ${c.primary}; color: ${c.primaryInk};`;
    }
  }}
`;
