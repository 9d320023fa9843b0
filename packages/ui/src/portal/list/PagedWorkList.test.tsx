import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { PagedWorkList, type PagedWorkListProps, useQueueFocus } from './PagedWorkList';

type Item = { id: string; name: string };
const rows = (count: number, from = 0): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${from + i}`, name: `Row ${from + i}` }));
const pageOf = (items: Item[], total = items.length, hasMore = false) => ({ items, total, hasMore });
const idle = { loading: false, refetch: () => Promise.resolve() };

function TryAgain({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" onClick={onRetry}>
      Try again
    </button>
  );
}

function List(props: Partial<PagedWorkListProps<Item>>) {
  return (
    <PagedWorkList<Item>
      page={undefined}
      query={idle}
      paging={{ offset: 0, pageSize: 2, onOffset: () => {} }}
      errorView={TryAgain}
      empty="Nothing waits."
      rowKey={(item) => item.id}
      {...props}
    >
      {props.children ?? ((item) => <span>{item.name}</span>)}
    </PagedWorkList>
  );
}

describe('PagedWorkList', () => {
  it('shows placeholder rows before the first page and no pager', () => {
    const { container } = renderWithTheme(<List query={{ ...idle, loading: true }} />);
    expect(container.querySelector('ul[aria-hidden]')).not.toBeNull();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the error view of a failed first page, whose retry swallows a second failure', async () => {
    const refetch = jest.fn(() => Promise.reject(new Error('still down')));
    renderWithTheme(<List query={{ loading: false, error: new Error('down'), refetch }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows of a failed refresh, says an empty list in a sentence', () => {
    const { rerender } = renderWithTheme(
      <List page={pageOf(rows(1))} query={{ ...idle, error: new Error('down') }} />,
    );
    expect(screen.getByText('Row 0')).toBeInTheDocument();
    rerender(<List page={pageOf([])} />);
    expect(screen.getByText('Nothing waits.')).toBeInTheDocument();
  });

  it('pages with the pager: rows of this page, next and previous by the page size', async () => {
    const onOffset = jest.fn();
    renderWithTheme(
      <List page={pageOf(rows(2, 2), 5, true)} paging={{ offset: 2, pageSize: 2, onOffset }} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('3–4 of 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onOffset.mock.calls).toEqual([[4], [0]]);
  });
});

/** A queue whose rows leave when their button is pressed. */
function Queue({ initial }: { initial: Item[] }) {
  const [items, setItems] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [offset, setOffset] = useState(0);
  const paging = { offset, pageSize: 2, onOffset: setOffset };
  const { listRef, willLeave } = useQueueFocus({ items, paging, busy });
  return (
    <List page={pageOf(items)} paging={paging} listRef={listRef}>
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
