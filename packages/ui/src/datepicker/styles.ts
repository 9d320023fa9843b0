// The calendar's styled pieces: the frame, a month's caption and navigation, the grid and its day buttons.
import styled from 'styled-components';

export const Root = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export const MonthBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Caption = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: 2.25rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  select {
    padding-block: ${({ theme }) => theme.space.xxs};
    padding-inline: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const Dropdowns = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const NavButton = styled.button`
  display: grid;
  place-items: center;
  inline-size: 2.25rem;
  block-size: 2.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  /* The arrows point the way time runs in the reading direction. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

export const Grid = styled.table`
  border-collapse: collapse;
  th {
    inline-size: 2.5rem;
    block-size: 2rem;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.muted};
    text-align: center;
  }
  td {
    padding: 1px 0;
    text-align: center;
  }
  th[data-week] {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  td[data-range-middle] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  td[data-range-start]:not([data-range-end]) {
    background: linear-gradient(
      to var(--to-end),
      transparent 50%,
      ${({ theme }) => theme.colors.primarySoft} 50%
    );
  }
  td[data-range-end]:not([data-range-start]) {
    background: linear-gradient(
      to var(--to-end),
      ${({ theme }) => theme.colors.primarySoft} 50%,
      transparent 50%
    );
  }
  --to-end: right;
  [dir='rtl'] & {
    --to-end: left;
  }
`;

export const Day = styled.button`
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  /* Only a real pointer hovers: a touch screen keeps :hover on the day last tapped, and the cream hover behind a
     chosen day's white text made the check-out day unreadable on phones (issue 30 #4). A chosen day keeps its
     own colours under any pointer. */
  @media (hover: hover) {
    &:hover:not(:disabled):not([data-selected]) {
      background: ${({ theme }) => theme.colors.sandSoft};
    }
    &[data-selected]:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
    td[data-range-middle] > &[data-selected]:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  }
  &[data-today] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.coralHover};
  }
  &[data-outside] {
    color: ${({ theme }) => theme.colors.muted};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryInk};
  }
  td[data-range-middle] > &[data-selected] {
    background: transparent;
    color: ${({ theme }) => theme.colors.ink};
  }
  &:disabled {
    opacity: 0.35;
    cursor: not-allowed;
    text-decoration: line-through;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
