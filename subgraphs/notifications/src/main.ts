// The notifications subgraph process (started by scripts/stack.ts): connect, serve, stop on a signal.
import { runSubgraphProcess } from '@stays/subgraph-shared';
import { defineNotifications } from '.';

runSubgraphProcess('notifications', defineNotifications);
