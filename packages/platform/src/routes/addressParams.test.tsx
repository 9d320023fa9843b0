import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useAddressParam, useTabInAddress } from './addressParams';

const TABS = ['users', 'properties', 'bookings'] as const;

function Probe() {
  const [tab, choose] = useTabInAddress(TABS);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="tab">{tab ?? 'none'}</output>
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => choose('bookings')}>
        bookings
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

const renderAt = (entries: string[]) =>
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Probe />
    </MemoryRouter>,
  );

describe('useTabInAddress', () => {
  it('opens the tab the address names', () => {
    renderAt(['/admin?tab=properties']);
    expect(screen.getByLabelText('tab')).toHaveTextContent('properties');
  });

  it('names no tab for a missing or unknown value', () => {
    renderAt(['/admin?tab=secrets']);
    expect(screen.getByLabelText('tab')).toHaveTextContent('none');
  });

  it('writes the chosen tab into the address, keeping its other parameters, without a new history entry', () => {
    renderAt(['/elsewhere', '/admin?search=lina']);
    act(() => screen.getByRole('button', { name: 'bookings' }).click());
    expect(screen.getByLabelText('tab')).toHaveTextContent('bookings');
    expect(screen.getByLabelText('address')).toHaveTextContent('/admin?search=lina&tab=bookings');
    act(() => screen.getByRole('button', { name: 'back' }).click());
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/elsewhere$/);
  });
});

function MonthProbe() {
  const [month, setMonth] = useAddressParam('month');
  const location = useLocation();
  return (
    <>
      <output aria-label="month">{month ?? 'none'}</output>
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => setMonth(null)}>
        this month
      </button>
    </>
  );
}

describe('useAddressParam', () => {
  it('reads one parameter and removes it on null, keeping the others', () => {
    render(
      <MemoryRouter initialEntries={['/host/calendar?property=p1&month=2027-01']}>
        <MonthProbe />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('month')).toHaveTextContent('2027-01');
    act(() => screen.getByRole('button', { name: 'this month' }).click());
    expect(screen.getByLabelText('month')).toHaveTextContent('none');
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/host\/calendar\?property=p1$/);
  });
});
