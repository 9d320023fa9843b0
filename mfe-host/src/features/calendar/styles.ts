// The calendar page's styled pieces, shared by its cards.
import styled from 'styled-components';
import { Card } from '@stays/ui';

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 20rem;
  }
`;

export const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.ink};
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

/** A chevron that points the reading direction's way (previous is right-pointing in Arabic). */
export const Arrow = styled.span`
  display: inline-block;
  html[dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

export const Grid = styled.table`
  inline-size: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  margin-block-start: ${({ theme }) => theme.space.md};
  th {
    padding-block: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    text-align: center;
  }
  td {
    vertical-align: top;
    block-size: 5.5rem;
    padding: ${({ theme }) => theme.space.xxs};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  td[data-outside='true'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.muted};
  }
  td[data-blocked='true'] {
    background: repeating-linear-gradient(
      135deg,
      ${({ theme }) => theme.colors.sandSoft},
      ${({ theme }) => theme.colors.sandSoft} 6px,
      ${({ theme }) => theme.colors.surface} 6px,
      ${({ theme }) => theme.colors.surface} 12px
    );
  }
  td[aria-current='date'] {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

export const DayNumber = styled.span<{ $today: boolean }>`
  display: inline-grid;
  place-items: center;
  min-inline-size: 1.6rem;
  block-size: 1.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  background: ${({ theme, $today }) => ($today ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $today }) => ($today ? theme.colors.primaryInk : 'inherit')};
`;

export const Chips = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  li {
    font-size: 0.6875rem;
    line-height: 1.3;
    padding: 1px ${({ theme }) => theme.space.xxs};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  li[data-kind='more'] {
    background: transparent;
    color: ${({ theme }) => theme.colors.muted};
  }
  li[data-kind='blocked'] {
    background: ${({ theme }) => theme.colors.sand};
    color: ${({ theme }) => theme.colors.ink};
  }
  li[data-kind='imported'] {
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warning};
  }
  li[data-kind='conflict'] {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

export const SideCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding-block-end: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-block-end: 0;
    padding-block-end: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const Line = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

/** A web address on a line of a card: broken anywhere rather than overflowing the card. */
export const Address = styled(Line)`
  display: block;
  overflow-wrap: anywhere;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-start: ${({ theme }) => theme.space.xxs};
`;

export const BlockForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.lg};
`;
