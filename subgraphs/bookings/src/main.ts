// The bookings subgraph process (started by scripts/stack.ts): connect, serve, stop on a signal.
import { runSubgraphProcess } from '@stays/subgraph-shared';
import { defineBookings } from '.';

runSubgraphProcess('bookings', defineBookings);
