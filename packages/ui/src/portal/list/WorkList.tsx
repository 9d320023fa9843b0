// The staff and admin work lists: a section heading with its count, rows of text with their actions (one column
// on a phone), the loading rows and the empty sentence, and focus handed to the next row when one leaves.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton } from '@stays/ui';

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: start;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const RowTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export const Body = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  overflow-wrap: anywhere;
`;

export const Actions = styled.div.attrs({ className: 'work-row-actions' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Quiet = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.sandSoft};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** An empty list says so in a sentence. */
export function Empty({ children }: { children: ReactNode }) {
  return <Quiet>{children}</Quiet>;
}

/** Three placeholder rows while the first page loads. */
export function LoadingRows() {
  return (
    <Rows aria-hidden>
      {[0, 1, 2].map((index) => (
        <li key={index}>
          <Skeleton $height="5.5rem" />
        </li>
      ))}
    </Rows>
  );
}

/**
 * Focus for keyboard work: after a row leaves the queue, the next row's first action (Approve, not the cover
 * photo's preview) takes focus.
 */
export function focusRow(list: HTMLElement | null, index: number) {
  if (!list) return;
  const rows = list.querySelectorAll<HTMLElement>(':scope > li');
  const row = rows[Math.min(index, rows.length - 1)];
  (
    row?.querySelector<HTMLElement>('.work-row-actions button, .work-row-actions a') ??
    row?.querySelector<HTMLElement>('button, a')
  )?.focus();
}
