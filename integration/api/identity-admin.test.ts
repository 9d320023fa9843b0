// User management, host applications and the gateway's request limits against the real stack (one stack).
// One stack for the whole file (./identity-admin/world.ts); the describe blocks live in ./identity-admin/, run in this order.
import { describeAdminUsers, describeRoleChange, describeBlock } from './identity-admin/users';
import { describeStaffPortal, describeUserCount } from './identity-admin/staff';
import { describeHostApplications, describeRequestHardening } from './identity-admin/applications';

describeAdminUsers();

describeRoleChange();

describeBlock();

describeStaffPortal();

describeUserCount();

describeHostApplications();

describeRequestHardening();
