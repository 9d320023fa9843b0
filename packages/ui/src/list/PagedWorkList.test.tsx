import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { PagedWorkList, type PagedWorkListProps, useQueueFocus } from './PagedWorkList';

type Item = { id: string; name: string };
const rows = (count: number, from = 0): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${from + i}`, name: `Row ${from + i}` }));

function List(props: Partial<PagedWorkListProps<Item>>) {
  return (
    <PagedWorkList<Item>
      items={undefined}
      loading={false}
      failed={false}
      retry={() => Promise.resolve()}
      errorView={(retry) => (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
      empty="Nothing waits."
      rowKey={(item) => item.id}
      offset={0}
      pageSize={2}
      total={0}
      hasMore={false}
      onOffset={() => {}}
      {...props}
    >
      {props.children ?? ((item) => <span>{item.name}</span>)}
    </PagedWorkList>
  );
}

describe('PagedWorkList', () => {
  it('shows placeholder rows before the first page and no pager', () => {
    const { container } = renderWithTheme(<List loading />);
    expect(container.querySelector('ul[aria-hidden]')).not.toBeNull();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the error view of a failed first page, whose retry swallows a second failure', async () => {
    const retry = jest.fn(() => Promise.reject(new Error('still down')));
    renderWithTheme(<List failed retry={retry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows of a failed refresh, says an empty list in a sentence', () => {
    const { rerender } = renderWithTheme(<List failed items={rows(1)} total={1} />);
    expect(screen.getByText('Row 0')).toBeInTheDocument();
    rerender(<List items={[]} />);
    expect(screen.getByText('Nothing waits.')).toBeInTheDocument();
  });

  it('pages with the pager: rows of this page, next and previous by the page size', async () => {
    const onOffset = jest.fn();
    renderWithTheme(<List items={rows(2, 2)} offset={2} total={5} hasMore onOffset={onOffset} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('3–4 of 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onOffset.mock.calls).toEqual([[4], [0]]);
  });
});

/** A queue whose first row leaves when its button is pressed. */
function Queue({ initial }: { initial: Item[] }) {
  const [items, setItems] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [offset, setOffset] = useState(0);
  const { listRef, willLeave } = useQueueFocus({ items, offset, pageSize: 2, onOffset: setOffset, busy });
  return (
    <List items={items} total={items.length} listRef={listRef} offset={offset} onOffset={setOffset}>
      {(item, index) => (
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            willLeave(index);
            setBusy(true);
            setItems((all) => all.filter((other) => other.id !== item.id));
            setTimeout(() => setBusy(false), 0);
          }}
        >
          Done {item.name}
        </button>
      )}
    </List>
  );
}

describe('useQueueFocus', () => {
  it('moves focus to the row that took the place of the one that left, once the action is over', async () => {
    renderWithTheme(<Queue initial={rows(3)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Done Row 0' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(screen.getByRole('button', { name: 'Done Row 1' })).toHaveFocus();
  });
});
