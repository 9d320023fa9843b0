// The identity calls of SPEC section 7 against the real stack: contracts, cookies, revocation, rate limits.
// One stack for the whole file (./identity/world.ts); the describe blocks live in ./identity/, run in this order.
import {
  describeRegister,
  describeLogin,
  describeCurrentUser,
  describeConfig,
  describeCheckUser,
  describeUpgrade,
  describePasswordReset,
  describeAccountPage,
} from './identity/accounts';
import { describeStaffLogin, describeSessionsEnd, describeRateLimits } from './identity/sessions';

describeRegister();

describeLogin();

describeCurrentUser();

describeConfig();

describeCheckUser();

describeUpgrade();

describePasswordReset();

describeAccountPage();

describeStaffLogin();

describeSessionsEnd();

describeRateLimits();
