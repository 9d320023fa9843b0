import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { WORK_SEARCH_DELAY_MS, WorkSearchBox, WorkSection } from './WorkSection';

test('the section is named by its heading and shows the total once it is known', () => {
  const { rerender } = renderWithTheme(
    <WorkSection headingId="queue" title="Pending bookings" total={undefined}>
      <p>rows</p>
    </WorkSection>,
  );
  const section = screen.getByRole('region', { name: 'Pending bookings' });
  expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Pending bookings');
  expect(section.textContent).toBe('Pending bookingsrows');

  rerender(
    <WorkSection headingId="queue" title="Pending bookings" total={0}>
      <p>rows</p>
    </WorkSection>,
  );
  expect(within(screen.getByRole('region')).getByText('0')).toBeTruthy();
});

test('another aside replaces the total, and the tools come between the heading and the list', () => {
  renderWithTheme(
    <WorkSection
      headingId="notes"
      title="Notifications"
      total={12}
      aside={<span>3 unread</span>}
      tools={<input aria-label="Search" />}
    >
      <p>rows</p>
    </WorkSection>,
  );
  const section = screen.getByRole('region', { name: 'Notifications' });
  expect(within(section).queryByText('12')).toBeNull();
  expect(within(section).getByText('3 unread')).toBeTruthy();
  const search = within(section).getByRole('textbox', { name: 'Search' });
  const list = within(section).getByText('rows');
  expect(search.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

describe('WorkSearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('asks once typing pauses, with the trimmed text, and not again for the same text', async () => {
    const onSearch = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithTheme(<WorkSearchBox label="Search users" onSearch={onSearch} />);
    act(() => void jest.advanceTimersByTime(WORK_SEARCH_DELAY_MS * 2));
    expect(onSearch).not.toHaveBeenCalled();

    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(box, ' lina');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(WORK_SEARCH_DELAY_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith('lina');

    await user.type(box, '  ');
    act(() => void jest.advanceTimersByTime(WORK_SEARCH_DELAY_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);

    await user.clear(box);
    act(() => void jest.advanceTimersByTime(WORK_SEARCH_DELAY_MS));
    expect(onSearch).toHaveBeenLastCalledWith('');
  });
});
