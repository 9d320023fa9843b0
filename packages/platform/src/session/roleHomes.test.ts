/** @jest-environment node */
import { dashboardOf, hasTripsAndSaved, homeOf, signedOutPathOf, signInLandingOf } from './roleHomes';

describe('where each role lives (SPEC 2, 4), one table', () => {
  it.each([
    // role, header dashboard, guard's home, after sign-in, after logout, Trips and Saved in the header
    ['visitor', null, '/', '/', '/', true],
    ['host', '/host/dashboard', '/', '/host/dashboard', '/', false],
    ['staff', '/staff/dashboard', '/staff/dashboard', '/staff/dashboard', '/system/staff/login', false],
    ['admin', '/admin', '/admin', '/admin', '/', false],
  ])(
    '%s: dashboard %s, home %s, signed in to %s, signed out to %s, trips and saved %s',
    (role, dashboard, home, landing, out, tripsAndSaved) => {
      expect(dashboardOf(role)).toBe(dashboard);
      expect(homeOf(role)).toBe(home);
      expect(signInLandingOf(role)).toBe(landing);
      expect(signedOutPathOf(role)).toBe(out);
      expect(hasTripsAndSaved(role)).toBe(tripsAndSaved);
    },
  );

  it('takes a guest back to the page that sent them to sign in, never elsewhere; other roles to their dashboard', () => {
    expect(signInLandingOf('visitor', '/property/42?checkIn=2027-01-02&guests=2')).toBe(
      '/property/42?checkIn=2027-01-02&guests=2',
    );
    expect(signInLandingOf('visitor', '/host/dashboard')).toBe('/host/dashboard');
    for (const unsafe of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/login',
      '/system/admin/login',
      '',
    ])
      expect(signInLandingOf('visitor', unsafe)).toBe('/');
    expect(signInLandingOf('host', '/property/42')).toBe('/host/dashboard');
    expect(signInLandingOf('admin', '/property/42')).toBe('/admin');
  });

  it.each([null, undefined, 'superuser', 'constructor'])(
    'treats an unknown role (%s) as a visitor',
    (role) => {
      expect(dashboardOf(role)).toBeNull();
      expect(homeOf(role)).toBe('/');
      expect(signInLandingOf(role)).toBe('/');
      expect(signedOutPathOf(role)).toBe('/');
      expect(hasTripsAndSaved(role)).toBe(true);
    },
  );
});
