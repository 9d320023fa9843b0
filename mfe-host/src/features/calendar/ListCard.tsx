import type { ReactNode } from 'react';
import { CardTitle } from '@stays/ui';
import { SideCard } from './styles';

export interface ListCardProps<T> {
  /** Names the card for its heading's id and its test id (`upcoming` → `upcoming-title`). */
  name: string;
  title: string;
  /** What the card says when there is nothing to list. */
  empty: string;
  items: readonly T[];
  /** One `<li>` an item. */
  children: (item: T) => ReactNode;
}

/** A side card of the calendar that lists bookings under its heading, or says there are none. */
export function ListCard<T>({ name, title, empty, items, children }: ListCardProps<T>) {
  return (
    <SideCard $padded as="section" aria-labelledby={`${name}-title`} data-testid={name}>
      <CardTitle as="h2" id={`${name}-title`}>
        {title}
      </CardTitle>
      {items.length === 0 ? <p>{empty}</p> : <ul>{items.map(children)}</ul>}
    </SideCard>
  );
}
