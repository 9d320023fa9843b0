import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@stays/platform/testing';
import { SearchBar } from './SearchBar';
import { buildSearchUrl, clampGuests, minCheckOut, readSearch, withCheckIn } from './searchParams';

const today = new Date(2025, 6, 24);

describe('search bar', () => {
  it('keeps guests between 1 and 16 with the -/+ buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar today={today} />);
    const minus = screen.getByRole('button', { name: 'Fewer guests' });
    const plus = screen.getByRole('button', { name: 'More guests' });
    expect(screen.getByText('1 guest')).toBeInTheDocument();
    expect(minus).toBeDisabled();

    for (let i = 0; i < 20; i += 1) if (!(plus as HTMLButtonElement).disabled) await user.click(plus);
    expect(screen.getByText('16 guests')).toBeInTheDocument();
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
  });

  it('submits to /search with location, dates and guests in the URL', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar today={today} />);
    await user.type(screen.getByLabelText('Where'), 'Martil');
    const checkIn = screen.getByLabelText('Check-in');
    const checkOut = screen.getByLabelText('Check-out');
    expect(checkIn).toHaveAttribute('min', '2025-07-24');
    expect(checkOut).toHaveAttribute('min', '2025-07-25');
    await user.type(checkIn, '2025-08-01');
    expect(checkOut).toHaveAttribute('min', '2025-08-02');
    await user.type(checkOut, '2025-08-05');
    await user.click(screen.getByRole('button', { name: 'More guests' }));
    await user.click(screen.getByRole('button', { name: /search/i }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/search?location=Martil&checkIn=2025-08-01&checkOut=2025-08-05&guests=2',
    );
  });
});

describe('search rules', () => {
  it('clamps guests to 1-16', () => {
    expect(clampGuests(0)).toBe(1);
    expect(clampGuests(17)).toBe(16);
    expect(clampGuests(Number.NaN)).toBe(1);
  });

  it('puts every parameter in the URL, empty ones included', () => {
    expect(buildSearchUrl({ location: '', checkIn: '', checkOut: '', guests: 1 })).toBe(
      '/search?location=&checkIn=&checkOut=&guests=1',
    );
  });

  it('requires check-out after check-in (or after today) and drops one made impossible', () => {
    expect(minCheckOut('', today)).toBe('2025-07-25');
    expect(minCheckOut('2025-12-31', today)).toBe('2026-01-01');
    const state = { location: '', checkIn: '2025-08-01', checkOut: '2025-08-03', guests: 1 };
    expect(withCheckIn(state, '2025-08-05', today).checkOut).toBe('');
    expect(withCheckIn(state, '2025-08-02', today).checkOut).toBe('2025-08-03');
  });

  it('reads the search back from the URL as strings', () => {
    expect(readSearch(new URLSearchParams('location=martil&guests=3'))).toEqual({
      location: 'martil',
      checkIn: '',
      checkOut: '',
      guests: 3,
    });
  });
});
