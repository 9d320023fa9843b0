import { ANONYMOUS, type Caller } from './caller';
import { can, type Operation, policy } from './policy';

const OWNER = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const THIRD = 'cccccccccccccccccccccccc';
const callers: Record<string, Caller> = {
  anonymous: ANONYMOUS,
  visitor: { userId: OTHER, role: 'visitor' },
  host: { userId: OTHER, role: 'host' },
  owner: { userId: OWNER, role: 'host' },
  staff: { userId: OTHER, role: 'staff' },
  admin: { userId: OTHER, role: 'admin' },
};

type Row = [
  Operation,
  (
    | {
        ownerId?: string;
        status?: string;
        role?: string;
        hostId?: string;
        hidden?: boolean;
        stayConfirmed?: boolean;
      }
    | undefined
  ),
  string[],
];

// Each row: operation, resource, and the callers allowed; everyone else must be refused.
const matrix: Row[] = [
  [
    'property.read',
    { ownerId: OWNER, status: 'approved' },
    ['anonymous', 'visitor', 'host', 'owner', 'staff', 'admin'],
  ],
  ['property.read', { ownerId: OWNER, status: 'pending' }, ['owner', 'staff', 'admin']],
  // A blocked host's approved listing: out of public view (issue 18 #8).
  ['property.read', { ownerId: OWNER, status: 'approved', hidden: true }, ['owner', 'staff', 'admin']],
  ['property.read', { ownerId: OWNER, status: 'rejected' }, ['owner', 'staff', 'admin']],
  ['property.readExactLocation', { ownerId: OWNER, status: 'approved' }, ['owner', 'staff', 'admin']],
  // The reader (OTHER: visitor, host) has a confirmed stay there; anonymous callers never have one.
  [
    'property.readExactLocation',
    { ownerId: OWNER, status: 'approved', stayConfirmed: true },
    ['visitor', 'host', 'owner', 'staff', 'admin'],
  ],
  ['property.listAnyStatus', undefined, ['staff', 'admin']],
  ['property.listHostAll', { ownerId: OWNER }, ['owner', 'staff', 'admin']],
  ['property.adminList', undefined, ['admin']],
  ['property.create', undefined, ['host', 'owner', 'admin']],
  ['property.createForAnyHost', undefined, ['admin']],
  ['property.update', { ownerId: OWNER, status: 'approved' }, ['owner', 'admin']],
  ['property.update', { ownerId: OWNER, status: 'pending' }, ['owner', 'admin']],
  ['property.delete', { ownerId: OWNER, status: 'approved' }, ['owner', 'admin']],
  ['property.review', { ownerId: OWNER, status: 'pending' }, ['staff', 'admin']],
  ['property.setStatus', { ownerId: OWNER, status: 'approved' }, ['admin']],
  ['property.feature', { ownerId: OWNER, status: 'approved' }, ['admin']],
  // Any signed-in account uploads (a profile photo); listing images stay property.create / property.update's.
  ['image.upload', undefined, ['visitor', 'host', 'owner', 'staff', 'admin']],
  ['review.read', undefined, ['anonymous', 'visitor', 'host', 'owner', 'staff', 'admin']],
  ['favorite.list', undefined, ['visitor', 'host', 'owner', 'staff', 'admin']],
  ['favorite.save', undefined, ['visitor', 'host', 'owner', 'staff', 'admin']],
  ['user.readProfile', undefined, ['anonymous', 'visitor', 'host', 'owner', 'staff', 'admin']],
  // A host's address is not public either (issue 46 #5).
  ['user.readEmail', { ownerId: OWNER, role: 'host' }, ['owner', 'staff', 'admin']],
  ['user.readEmail', { ownerId: OWNER, role: 'admin' }, ['owner', 'staff', 'admin']],
  ['user.readEmail', { ownerId: OWNER, role: 'visitor' }, ['owner', 'staff', 'admin']],
  // A guest (THIRD) who booked with the host OWNER: that host reads the address, other hosts do not.
  ['user.readEmail', { ownerId: THIRD, role: 'visitor', hostId: OWNER }, ['owner', 'staff', 'admin']],
  ['user.readSelf', undefined, ['visitor', 'host', 'owner', 'staff', 'admin']],
  ['user.upgradeToHost', undefined, ['visitor', 'host', 'owner']],
  ['user.staffSignIn', { role: 'staff' }, ['anonymous', 'visitor', 'host', 'owner', 'staff', 'admin']],
  ['user.staffSignIn', { role: 'admin' }, ['anonymous', 'visitor', 'host', 'owner', 'staff', 'admin']],
  ['user.staffSignIn', { role: 'host' }, []],
  ['user.staffSignIn', { role: 'visitor' }, []],
  ['user.adminSignIn', { role: 'admin' }, ['anonymous', 'visitor', 'host', 'owner', 'staff', 'admin']],
  ['user.adminSignIn', { role: 'staff' }, []],
  ['user.adminSignIn', { role: 'host' }, []],
  ['user.adminSignIn', { role: 'visitor' }, []],
  // User management and host applications: the target account (or applicant) is OWNER.
  ['user.list', undefined, ['staff', 'admin']],
  ['user.see', { ownerId: OWNER, role: 'visitor' }, ['staff', 'admin']],
  ['user.see', { ownerId: OWNER, role: 'host' }, ['staff', 'admin']],
  ['user.see', { ownerId: OWNER, role: 'staff' }, ['admin']],
  ['user.see', { ownerId: OWNER, role: 'admin' }, ['admin']],
  ['user.changeRole', { ownerId: OWNER, role: 'visitor' }, ['admin']],
  ['user.changeRole', { ownerId: OWNER, role: 'staff' }, ['admin']],
  ['user.block', { ownerId: OWNER, role: 'host' }, ['staff', 'admin']],
  ['user.block', { ownerId: OWNER, role: 'visitor' }, ['staff', 'admin']],
  ['user.block', { ownerId: OWNER, role: 'staff' }, ['admin']],
  ['user.block', { ownerId: OWNER, role: 'admin' }, ['admin']],
  ['hostApplication.submit', undefined, ['visitor']],
  ['account.delete', undefined, ['visitor']],
  ['account.updateProfile', undefined, ['visitor', 'host', 'owner', 'staff', 'admin']],
  ['hostApplication.list', undefined, ['staff', 'admin']],
  ['hostApplication.review', { ownerId: OWNER }, ['staff', 'admin']],
  // Bookings: the owner is the guest, hostId the property's host.
  ['booking.read', { ownerId: OWNER }, ['owner', 'staff', 'admin']],
  ['booking.read', { ownerId: THIRD, hostId: OWNER }, ['owner', 'staff', 'admin']],
  ['booking.quote', undefined, ['anonymous', 'visitor', 'host', 'owner', 'staff', 'admin']],
  ['booking.create', { ownerId: OWNER }, ['visitor', 'host', 'staff', 'admin']],
  ['booking.listMine', undefined, ['visitor', 'host', 'owner', 'staff', 'admin']],
  ['booking.listForHost', { ownerId: OWNER }, ['owner', 'admin']],
  ['booking.listAll', undefined, ['admin']],
  ['calendar.manage', { ownerId: OWNER }, ['owner', 'admin']],
  ['booking.listPending', undefined, ['staff', 'admin']],
  ['booking.decide', { ownerId: THIRD, hostId: OWNER }, ['owner', 'staff', 'admin']],
  ['booking.decide', { ownerId: OWNER, hostId: THIRD }, ['staff', 'admin']],
  ['booking.cancel', { ownerId: OWNER, hostId: THIRD }, ['owner', 'staff', 'admin']],
  ['booking.cancel', { ownerId: THIRD, hostId: OWNER }, ['staff', 'admin']],
  ['booking.availability', undefined, ['anonymous', 'visitor', 'host', 'owner', 'staff', 'admin']],
  ['review.create', { ownerId: OWNER }, ['owner']],
  ['review.listMine', undefined, ['visitor', 'host', 'owner', 'staff', 'admin']],
  // Notifications: the owner is the recipient; role 'staff' is the staff desk.
  ['notification.read', { ownerId: OWNER }, ['owner', 'staff', 'admin']],
  ['notification.list', undefined, ['visitor', 'host', 'owner', 'staff', 'admin']],
  ['notification.readStaffDesk', undefined, ['staff', 'admin']],
  ['notification.markRead', { ownerId: OWNER }, ['owner']],
  ['notification.markRead', { role: 'staff' }, ['staff', 'admin']],
  ['notification.send', undefined, ['staff', 'admin']],
  ['notification.messageHost', { ownerId: OWNER, status: 'approved' }, ['visitor', 'host', 'staff', 'admin']],
  ['notification.messageHost', { ownerId: OWNER, status: 'pending' }, []],
  ['notification.messageHost', { ownerId: OWNER, status: 'approved', hidden: true }, []],
  ['notification.contact', undefined, ['anonymous', 'visitor', 'host', 'owner', 'staff', 'admin']],
  // Conversations: the owner is the guest, hostId the host; 'reported' opens it to the moderators, read-only.
  ['conversation.list', undefined, ['visitor', 'host', 'owner', 'staff', 'admin']],
  ['conversation.start', { ownerId: OWNER, status: 'approved' }, ['visitor', 'host', 'staff', 'admin']],
  ['conversation.start', { ownerId: OWNER, status: 'pending' }, []],
  ['conversation.start', { ownerId: OWNER, status: 'approved', hidden: true }, []],
  ['conversation.participate', { ownerId: OWNER, hostId: THIRD }, ['owner']],
  ['conversation.participate', { ownerId: THIRD, hostId: OWNER, status: 'reported' }, ['owner']],
  ['conversation.read', { ownerId: OWNER, hostId: THIRD, status: 'open' }, ['owner']],
  ['conversation.read', { ownerId: THIRD, hostId: OWNER, status: 'open' }, ['owner']],
  ['conversation.read', { ownerId: THIRD, hostId: OWNER, status: 'reported' }, ['owner', 'staff', 'admin']],
  // Dashboards and reports.
  ['dashboard.stats', undefined, ['staff', 'admin']],
  ['dashboard.hostAnalytics', { ownerId: OWNER }, ['owner', 'admin']],
  ['report.generate', undefined, ['staff', 'admin']],
  ['report.read', undefined, ['staff', 'admin']],
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

  it('lets nobody block, re-role or review for themselves', () => {
    const selfAdmin: Caller = { userId: OWNER, role: 'admin' };
    const selfStaff: Caller = { userId: OWNER, role: 'staff' };
    expect(can('user.changeRole', selfAdmin, { ownerId: OWNER, role: 'admin' })).toBe(false);
    expect(can('user.block', selfAdmin, { ownerId: OWNER, role: 'admin' })).toBe(false);
    expect(can('user.block', selfStaff, { ownerId: OWNER, role: 'staff' })).toBe(false);
    expect(can('hostApplication.review', selfStaff, { ownerId: OWNER })).toBe(false);
    expect(can('user.see', selfAdmin, { ownerId: OWNER, role: 'admin' })).toBe(true);
  });
});
