import { ANONYMOUS, type Caller } from './caller';
import { assertCan, can, type Operation, policy } from './policy';

const OWNER = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const callers: Record<string, Caller> = {
  anonymous: ANONYMOUS,
  visitor: { userId: OTHER, role: 'visitor' },
  host: { userId: OTHER, role: 'host' },
  owner: { userId: OWNER, role: 'host' },
  staff: { userId: OTHER, role: 'staff' },
  admin: { userId: OTHER, role: 'admin' },
};

type Row = [Operation, { ownerId?: string; status?: string; role?: string } | undefined, string[]];

// Each row: operation, resource, and the callers allowed; everyone else must be refused.
const matrix: Row[] = [
  [
    'property.read',
    { ownerId: OWNER, status: 'approved' },
    ['anonymous', 'visitor', 'host', 'owner', 'staff', 'admin'],
  ],
  ['property.read', { ownerId: OWNER, status: 'pending' }, ['owner', 'staff', 'admin']],
  ['property.read', { ownerId: OWNER, status: 'rejected' }, ['owner', 'staff', 'admin']],
  ['property.listAnyStatus', undefined, ['staff', 'admin']],
  ['review.read', undefined, ['anonymous', 'visitor', 'host', 'owner', 'staff', 'admin']],
  ['user.readProfile', undefined, ['anonymous', 'visitor', 'host', 'owner', 'staff', 'admin']],
  [
    'user.readEmail',
    { ownerId: OWNER, role: 'host' },
    ['anonymous', 'visitor', 'host', 'owner', 'staff', 'admin'],
  ],
  ['user.readEmail', { ownerId: OWNER, role: 'visitor' }, ['owner', 'staff', 'admin']],
  ['user.readSelf', undefined, ['visitor', 'host', 'owner', 'staff', 'admin']],
  ['user.upgradeToHost', undefined, ['visitor', 'host', 'owner']],
  ['user.staffSignIn', { role: 'staff' }, ['anonymous', 'visitor', 'host', 'owner', 'staff', 'admin']],
  ['user.staffSignIn', { role: 'admin' }, ['anonymous', 'visitor', 'host', 'owner', 'staff', 'admin']],
  ['user.staffSignIn', { role: 'host' }, []],
  ['user.staffSignIn', { role: 'visitor' }, []],
  ['booking.read', { ownerId: OWNER }, ['owner', 'staff', 'admin']],
  ['notification.read', { ownerId: OWNER }, ['owner', 'staff', 'admin']],
];

describe('policy table', () => {
  it.each(matrix)('%s on %j allows exactly %j', (operation, resource, allowed) => {
    for (const [name, caller] of Object.entries(callers)) {
      expect([name, can(operation, caller, resource)]).toEqual([name, allowed.includes(name)]);
    }
  });

  it('covers every operation of the table', () => {
    const tested = new Set(matrix.map(([operation]) => operation));
    expect([...tested].sort()).toEqual(Object.keys(policy).sort());
  });

  it('refuses anonymous callers as unauthenticated and signed-in ones as forbidden', () => {
    expect(() => assertCan('user.readSelf', ANONYMOUS)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) }),
    );
    expect(() => assertCan('property.listAnyStatus', callers.visitor)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }),
    );
    expect(() => assertCan('property.listAnyStatus', callers.admin)).not.toThrow();
  });
});
