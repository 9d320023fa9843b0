/** @jest-environment node */
import { userCan } from './userCan';

const id = '0123456789abcdef01234567';

describe('userCan: the screens ask the policy table', () => {
  it('answers as the server does for each role', () => {
    expect(userCan('property.create', { id, role: 'host' })).toBe(true);
    expect(userCan('property.create', { id, role: 'admin' })).toBe(true);
    expect(userCan('property.create', { id, role: 'visitor' })).toBe(false);
    expect(userCan('property.create', { id, role: 'staff' })).toBe(false);
    expect(userCan('property.createForAnyHost', { id, role: 'admin' })).toBe(true);
    expect(userCan('property.createForAnyHost', { id, role: 'host' })).toBe(false);
  });

  it('reads a signed-out visitor as anonymous', () => {
    expect(userCan('property.create', null)).toBe(false);
    expect(userCan('booking.quote', null)).toBe(true);
  });

  it('passes the resource to the rule (owner checks)', () => {
    const host = { id, role: 'host' as const };
    expect(userCan('property.update', host, { ownerId: id })).toBe(true);
    expect(userCan('property.update', host, { ownerId: 'ffffffffffffffffffffffff' })).toBe(false);
  });
});
