import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { WorkSection } from './WorkSection';

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
