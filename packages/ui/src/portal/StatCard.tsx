import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@stays/ui';

const Tile = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;
  /* The figure's size follows the card's width (cqi below). */
  container-type: inline-size;
`;

const Label = styled.h3`
  margin: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.muted};
`;

// A figure is one piece ('2,726 US$' must not leave its '$' on a line of its own in a half-width phone card): it
// never wraps, and shrinks with a narrow card instead.
const Value = styled.p`
  margin: 0;
  font-size: clamp(${({ theme }) => theme.fontSizes.md}, 15cqi, ${({ theme }) => theme.fontSizes.xxl});
  font-weight: 700;
  color: ${({ theme }) => theme.colors.ink};
  white-space: nowrap;
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  /** A line under the figure ('3 active', 'this month'). */
  note?: ReactNode;
  icon?: ReactNode;
  testId?: string;
}

/** One figure of a dashboard (host stats, analytics tiles, staff and admin counts): its label is a heading. */
export function StatCard({ label, value, note, icon, testId }: StatCardProps) {
  return (
    <Tile $padded data-testid={testId}>
      <Label>
        <span>{label}</span>
        {icon ? <span aria-hidden>{icon}</span> : null}
      </Label>
      <Value>{value}</Value>
      {note ? <Note>{note}</Note> : null}
    </Tile>
  );
}
