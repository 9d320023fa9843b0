import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Badge } from '@stays/ui';
import { Input } from '@stays/ui/forms';
import { SectionHeader } from './WorkList';

/** The controls that narrow a work list (a search box, filter buttons), in one wrapping row above it. */
export const WorkTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-block-end: ${({ theme }) => theme.space.md};
`;

/** The search box of a work list's tools: it takes the room the other tools leave. */
export const WorkSearch = styled(Input)`
  flex: 1 1 16rem;
  max-inline-size: 28rem;
`;

/** How long a work list's search waits after the last key: one request per pause, not one per key. */
export const WORK_SEARCH_DELAY_MS = 300;

/** A work list's search box: `onSearch` gets the trimmed text once typing pauses and only when it changed. */
export function WorkSearchBox({
  label,
  initial = '',
  onSearch,
}: {
  label: string;
  /** The search the list already shows (from the page's address): in the box, not asked for again. */
  initial?: string;
  onSearch(text: string): void;
}) {
  const [typed, setTyped] = useState(initial);
  const asked = useRef(initial.trim());
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    const text = typed.trim();
    if (text === asked.current) return;
    const timer = window.setTimeout(() => {
      asked.current = text;
      latest.current(text);
    }, WORK_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  return (
    <WorkSearch
      type="search"
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      placeholder={label}
      aria-label={label}
    />
  );
}

export interface WorkSectionProps {
  /** The heading's id: the section is labelled by it. */
  headingId: string;
  title: string;
  /** How many items match, beside the heading once known. */
  total?: number | null;
  /** Beside the heading instead of the total (another count, a line about the list). */
  aside?: ReactNode;
  /** Shown in a `WorkTools` row under the heading. */
  tools?: ReactNode;
  children: ReactNode;
}

/** A staff or admin dashboard tab: its heading with the count of what matches, the tools that narrow it, the list. */
export function WorkSection({ headingId, title, total, aside, tools, children }: WorkSectionProps) {
  return (
    <section aria-labelledby={headingId}>
      <SectionHeader>
        <h2 id={headingId}>{title}</h2>
        {aside ?? (total != null ? <Badge $variant="secondary">{total}</Badge> : null)}
      </SectionHeader>
      {tools ? <WorkTools>{tools}</WorkTools> : null}
      {children}
    </section>
  );
}
