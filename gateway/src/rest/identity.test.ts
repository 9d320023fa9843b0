import { demoLoginsAllowed } from './identity';

describe('demoLoginsAllowed (GET /api/config)', () => {
  it('offers the demo sign-ins in development and tests, never under NODE_ENV=production', () => {
    expect(demoLoginsAllowed({ NODE_ENV: 'development' })).toBe(true);
    expect(demoLoginsAllowed({ NODE_ENV: 'test' })).toBe(true);
    expect(demoLoginsAllowed({})).toBe(true);
    expect(demoLoginsAllowed({ NODE_ENV: 'production' })).toBe(false);
  });
});
