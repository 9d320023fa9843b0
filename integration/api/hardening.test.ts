// Issue 18: the defects an outside security test found, each proven fixed against a real stack (docs/security.md).
// One stack for the whole file (./hardening/world.ts); the describe blocks live in ./hardening/, run in this order.
import {
  describeCostlyGraphQL,
  describeAuthStatuses,
  describeCrossSite,
  describeSignedOutInbox,
  describeBadInput,
} from './hardening/requests';
import {
  describeConcurrentEdits,
  describeForeignUpload,
  describeBlockedHost,
  describeMovedListing,
} from './hardening/listings';
import { describeSignInLimit, describePrivateAccounts, describeFlood } from './hardening/accounts';

describeCostlyGraphQL();

describeAuthStatuses();

describeConcurrentEdits();

describeForeignUpload();

describeCrossSite();

describeSignedOutInbox();

describeSignInLimit();

describePrivateAccounts();

describeBadInput();

describeFlood();

describeBlockedHost();

describeMovedListing();
