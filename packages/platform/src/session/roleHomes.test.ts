/** @jest-environment node */
import { dashboardOf, homeOf, signedOutPathOf, signInLandingOf } from './roleHomes';

describe('where each role lives (SPEC 2, 4), one table', () => {
  it.each([
    // role, header dashboard, guard's home, after sign-in, after logout
    ['visitor', null, '/', '/host/dashboard', '/'],
    ['host', '/host/dashboard', '/', '/host/dashboard', '/'],
    ['staff', '/staff/dashboard', '/staff/dashboard', '/staff/dashboard', '/system/staff/login'],
    ['admin', '/admin', '/admin', '/admin', '/'],
  ])(
    '%s: dashboard %s, home %s, signed in to %s, signed out to %s',
    (role, dashboard, home, landing, out) => {
      expect(dashboardOf(role)).toBe(dashboard);
      expect(homeOf(role)).toBe(home);
      expect(signInLandingOf(role)).toBe(landing);
      expect(signedOutPathOf(role)).toBe(out);
    },
  );

  it.each([null, undefined, 'superuser', 'constructor'])(
    'treats an unknown role (%s) as a visitor',
    (role) => {
      expect(dashboardOf(role)).toBeNull();
      expect(homeOf(role)).toBe('/');
      expect(signInLandingOf(role)).toBe('/host/dashboard');
      expect(signedOutPathOf(role)).toBe('/');
    },
  );
});
