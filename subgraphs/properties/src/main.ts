// The properties subgraph process (started by scripts/stack.ts): connect, serve, stop on a signal.
import { runSubgraphProcess } from '@stays/subgraph-shared';
import { defineProperties } from '.';

runSubgraphProcess('properties', defineProperties);
