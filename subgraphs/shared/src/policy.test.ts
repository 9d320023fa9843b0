import { ANONYMOUS } from '@stays/contracts';
import { assertCan } from './policy';

// The table itself is walked as a matrix in packages/contracts/src/policy.test.ts.
it('refuses anonymous callers as unauthenticated and signed-in ones as forbidden', () => {
  expect(() => assertCan('user.readSelf', ANONYMOUS)).toThrow(
    expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) }),
  );
  expect(() =>
    assertCan('property.listAnyStatus', { userId: 'bbbbbbbbbbbbbbbbbbbbbbbb', role: 'visitor' }),
  ).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }));
  expect(() =>
    assertCan('property.listAnyStatus', { userId: 'bbbbbbbbbbbbbbbbbbbbbbbb', role: 'admin' }),
  ).not.toThrow();
});
