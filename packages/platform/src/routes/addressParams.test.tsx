import type { ReactElement } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useAddressParam, useListFilterInAddress, useTabInAddress } from './addressParams';

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

/** `ui` in a memory router whose history holds `address` (one or several, the last one current). */
const renderAt = (address: string | string[], ui: ReactElement = <Probe />) => {
  const entries = typeof address === 'string' ? [address] : address;
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      {ui}
    </MemoryRouter>,
  );
};

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

function StateProbe() {
  const [, choose] = useTabInAddress(TABS);
  const location = useLocation();
  return (
    <>
      <output aria-label="state">{JSON.stringify(location.state)}</output>
      <button type="button" onClick={() => choose('bookings')}>
        bookings
      </button>
    </>
  );
}

describe('useAddressUpdate', () => {
  it("keeps the history entry's state (where the page was opened from) when it writes the address", () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/admin', state: { openedFrom: '/search?x=1' } }]}>
        <StateProbe />
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button', { name: 'bookings' }).click());
    expect(screen.getByLabelText('state')).toHaveTextContent('{"openedFrom":"/search?x=1"}');
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
    renderAt('/host/calendar?property=p1&month=2027-01', <MonthProbe />);
    expect(screen.getByLabelText('month')).toHaveTextContent('2027-01');
    act(() => screen.getByRole('button', { name: 'this month' }).click());
    expect(screen.getByLabelText('month')).toHaveTextContent('none');
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/host\/calendar\?property=p1$/);
  });
});

const STATUSES = ['pending', 'approved', 'all'] as const;

function FilterProbe({
  fallback = 'all',
  onRender,
}: {
  fallback?: (typeof STATUSES)[number];
  onRender?: (filter: string) => void;
}) {
  const { filter, setFilter, offset, setOffset } = useListFilterInAddress(
    'bookingStatus',
    STATUSES,
    fallback,
  );
  const location = useLocation();
  onRender?.(filter);
  return (
    <>
      <output aria-label="filter">{filter}</output>
      <output aria-label="offset">{offset}</output>
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => setOffset(20)}>
        next page
      </button>
      <button type="button" onClick={() => setFilter('approved')}>
        approved
      </button>
    </>
  );
}

function SearchAndRole() {
  const [search, setSearch] = useAddressParam('search');
  const [role, setRole] = useAddressParam('role');
  const location = useLocation();
  return (
    <>
      <output aria-label="chosen">{`${search ?? '-'} ${role ?? '-'}`}</output>
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => setSearch('lina')}>
        search
      </button>
      <SetRole onRole={setRole} />
    </>
  );
}

/** A second writer of the same address, in another component. */
function SetRole({ onRole }: { onRole: (role: string) => void }) {
  return (
    <button type="button" onClick={() => onRole('host')}>
      hosts
    </button>
  );
}

describe('useAddressUpdate', () => {
  it('keeps a parameter written an instant before, while the address has not caught up yet', () => {
    renderAt('/admin?tab=users', <SearchAndRole />);
    act(() => {
      screen.getByRole('button', { name: 'search' }).click();
      screen.getByRole('button', { name: 'hosts' }).click();
    });
    expect(screen.getByLabelText('chosen')).toHaveTextContent('lina host');
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/admin\?tab=users&search=lina&role=host$/);
  });
});

describe('useListFilterInAddress', () => {
  it('shows the filter the address names, and the fallback for a missing or unknown one', () => {
    renderAt('/admin?tab=bookings&bookingStatus=pending', <FilterProbe />);
    expect(screen.getByLabelText('filter')).toHaveTextContent('pending');
    cleanup();
    renderAt('/admin?tab=bookings&bookingStatus=everything', <FilterProbe />);
    expect(screen.getByLabelText('filter')).toHaveTextContent('all');
  });

  it('keeps the fallback of its first render when the default changes with the data', () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={['/admin']}>
        <FilterProbe fallback="pending" />
      </MemoryRouter>,
    );
    rerender(
      <MemoryRouter initialEntries={['/admin']}>
        <FilterProbe fallback="all" />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('filter')).toHaveTextContent('pending');
  });

  it('keeps a chosen filter in the address and starts its list at the first page', () => {
    renderAt('/admin?tab=bookings', <FilterProbe />);
    act(() => screen.getByRole('button', { name: 'next page' }).click());
    expect(screen.getByLabelText('offset')).toHaveTextContent('20');
    act(() => screen.getByRole('button', { name: 'approved' }).click());
    expect(screen.getByLabelText('filter')).toHaveTextContent('approved');
    expect(screen.getByLabelText('offset')).toHaveTextContent(/^0$/);
    expect(screen.getByLabelText('address')).toHaveTextContent(
      /^\/admin\?tab=bookings&bookingStatus=approved$/,
    );
  });
  // The router lands the new address in a transition; the page's own urgent update (the offset back to 0) renders
  // first. A query keyed on the filter that saw the old value there and the new one in the transition would move
  // back and forth, and an instant answer to either would interrupt the transition again, forever.
  it('shows a chosen filter from the very next render, before the address catches up', () => {
    const seen: string[] = [];
    renderAt('/admin?tab=bookings', <FilterProbe onRender={(filter) => seen.push(filter)} />);
    act(() => screen.getByRole('button', { name: 'next page' }).click());
    seen.length = 0;
    act(() => screen.getByRole('button', { name: 'approved' }).click());
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((filter) => filter === 'approved')).toBe(true);
    expect(screen.getByLabelText('address')).toHaveTextContent(
      /^\/admin\?tab=bookings&bookingStatus=approved$/,
    );
  });
});
