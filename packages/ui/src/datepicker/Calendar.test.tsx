import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Calendar } from './Calendar';
import { addToRange, weekNumber, type DateRange } from './dates';

const today = new Date(2025, 6, 24); // Thursday, July 24, 2025
const day = (d: number, m = 6, y = 2025) => new Date(y, m, d);
const dayButton = (name: RegExp | string) => screen.getByRole('button', { name });

function RangePicker({ onRange }: { onRange: (r: DateRange | undefined) => void }) {
  const [range, setRange] = useState<DateRange | undefined>();
  return (
    <Calendar
      mode="range"
      today={today}
      selected={range}
      onSelect={(r) => {
        setRange(r);
        onRange(r);
      }}
    />
  );
}

describe('addToRange (react-day-picker rules)', () => {
  it('starts, ends, reorders, moves ends and clears', () => {
    const r1 = addToRange(day(10), undefined);
    expect(r1).toEqual({ from: day(10), to: day(10) });
    expect(addToRange(day(14), r1)).toEqual({ from: day(10), to: day(14) });
    expect(addToRange(day(5), { from: day(10), to: day(14) })).toEqual({ from: day(5), to: day(14) });
    expect(addToRange(day(20), { from: day(10), to: day(14) })).toEqual({ from: day(10), to: day(20) });
    expect(addToRange(day(12), { from: day(10), to: day(14) })).toEqual({ from: day(10), to: day(12) });
    expect(addToRange(day(10), { from: day(10), to: day(10) })).toBeUndefined();
    expect(addToRange(day(10), { from: day(10), to: day(10) }, true)).toEqual({ from: day(10), to: day(10) });
    expect(addToRange(day(4), { from: day(10), to: undefined })).toEqual({ from: day(4), to: day(10) });
  });
});

describe('weekNumber', () => {
  it('counts the week holding January 1 as week 1, weeks starting on Sunday', () => {
    expect(weekNumber(new Date(2025, 0, 1))).toBe(1);
    expect(weekNumber(new Date(2025, 0, 5))).toBe(2);
    expect(weekNumber(new Date(2025, 6, 24))).toBe(30);
    expect(weekNumber(new Date(2025, 11, 28))).toBe(1);
  });
});

describe('Calendar', () => {
  it('shows one month, weeks starting on Sunday, in English (US) by default', () => {
    renderWithTheme(<Calendar mode="single" today={today} />);
    const grids = screen.getAllByRole('grid');
    expect(grids).toHaveLength(1);
    expect(grids[0]).toHaveAccessibleName('July 2025');
    const headers = within(grids[0])
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(dayButton('Today, Thursday, July 24, 2025')).toHaveAttribute('tabindex', '0');
  });

  it('selects a range with two clicks and marks every day in it', async () => {
    const user = userEvent.setup();
    const onRange = jest.fn();
    renderWithTheme(<RangePicker onRange={onRange} />);
    await user.click(dayButton(/July 10, 2025/));
    await user.click(dayButton(/July 14, 2025/));
    expect(onRange).toHaveBeenLastCalledWith({ from: day(10), to: day(14) });
    const selected = screen
      .getAllByRole('gridcell')
      .filter((c) => c.getAttribute('aria-selected') === 'true');
    expect(selected.map((c) => c.textContent)).toEqual(['10', '11', '12', '13', '14']);
    expect(dayButton(/July 12, 2025, selected/)).toBeInTheDocument();

    // A click before the start moves the start; the end stays.
    await user.click(dayButton(/July 8, 2025/));
    expect(onRange).toHaveBeenLastCalledWith({ from: day(8), to: day(14) });
  });

  it('moves focus with the keyboard across months and selects with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderWithTheme(<Calendar mode="single" today={today} onSelect={onSelect} />);
    // Previous month, next month, then the one day in the tab order.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dayButton(/July 24, 2025/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(dayButton(/August 7, 2025/)).toHaveFocus();
    expect(screen.getByRole('grid')).toHaveAccessibleName('August 2025');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(dayButton(/Sunday, August 3, 2025/)).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(dayButton(/July 3, 2025/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(day(3));
  });

  it('selects several days in multiple mode and toggles one off', async () => {
    const user = userEvent.setup();
    function Multi() {
      const [dates, setDates] = useState<Date[]>([]);
      return <Calendar mode="multiple" today={today} selected={dates} onSelect={setDates} />;
    }
    renderWithTheme(<Multi />);
    await user.click(dayButton(/July 1, 2025/));
    await user.click(dayButton(/July 3, 2025/));
    await user.click(dayButton(/July 1, 2025/));
    expect(screen.getByRole('grid')).toHaveAttribute('aria-multiselectable', 'true');
    expect(dayButton(/July 3, 2025, selected/)).toBeInTheDocument();
    expect(dayButton(/^Tuesday, July 1, 2025$/)).toBeInTheDocument();
  });

  it('has month and year dropdowns and week numbers when asked', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Calendar mode="single" today={today} captionLayout="dropdown" showWeekNumber />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Choose the Month' }), 'March');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Choose the Year' }), '2027');
    expect(screen.getByRole('grid')).toHaveAccessibleName('March 2027');
    const firstRow = screen.getAllByRole('row')[1];
    expect(within(firstRow).getByRole('rowheader')).toHaveTextContent('10');
  });

  it('speaks the given locale', () => {
    renderWithTheme(<Calendar mode="single" today={today} locale="fr" />);
    expect(screen.getByRole('grid')).toHaveAccessibleName('juillet 2025');
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('dim.');
  });
});

describe('Calendar in Arabic', () => {
  it('uses narrow weekday headings when the short names would not fit, full names for screen readers', () => {
    renderWithTheme(<Calendar mode="single" today={today} locale="ar" />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.every((h) => (h.textContent ?? '').length <= 2)).toBe(true);
    expect(headers[0]).toHaveAttribute('abbr', 'الأحد');
  });
});
