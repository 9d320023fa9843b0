// The users subgraph process (started by scripts/stack.ts): connect, serve, stop on a signal.
import { runSubgraphProcess } from '@stays/subgraph-shared';
import { defineUsers } from '.';

runSubgraphProcess('users', defineUsers);
