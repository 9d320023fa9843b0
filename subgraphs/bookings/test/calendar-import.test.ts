// Calendar imports in process (issue 47): feeds in other sites' formats served on loopback by the test, synced
// through the graph; the nights they block, a second sync, a removed and a moved event, a malformed, a too large
// and a hanging feed, conflicts with confirmed stays, requests and Instant Book over imported nights, the lease.
// One harness for the whole file (./calendar-import/world.ts); the describe blocks live in ./calendar-import/, run
// in this order.
import { describeFollowedAirbnb } from './calendar-import/followed';
import { describeImportedNights } from './calendar-import/conflicts';
import { describeWhoMayFollow, describePolling } from './calendar-import/access-polling';

describeFollowedAirbnb();

describeImportedNights();

describeWhoMayFollow();

describePolling();
