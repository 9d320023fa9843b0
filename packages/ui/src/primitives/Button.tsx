import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'accent' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryInk};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.sand};
    color: ${({ theme }) => theme.colors.ink};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.sandDeep};
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.sandSoft};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.ink};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.sandSoft};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.coral};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.coralHover};
    }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
};

const sizes = {
  sm: css`
    min-block-size: 2rem;
    padding-inline: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-block-size: 2.5rem;
    padding-inline: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  lg: css`
    min-block-size: 3rem;
    padding-inline: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
};

/** Shared look for <button> and for links styled as buttons (`as={Link}`). */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  inline-size: ${({ $block }) => ($block ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    border-color 120ms ease,
    filter 120ms ease;
  ${({ $variant = 'primary' }) => variants[$variant]}
  ${({ $size = 'md' }) => sizes[$size]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** A real <button> (type="button" unless told otherwise, so it never submits a form by accident). */
export const Button = styled.button.attrs<ButtonStyleProps>((props) => ({
  type: props.type ?? 'button',
}))`
  ${buttonStyles}
`;

export const IconButton = styled(Button)`
  padding-inline: 0;
  inline-size: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
`;

/** A router link that looks like a button (navigation is a link, not a button, for assistive tech). */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
