import type { ApolloServerPlugin } from '@apollo/server';
import { ANONYMOUS, type Caller } from '@stays/contracts';
import { getArgumentValues, type GraphQLSchema, Kind, type OperationDefinitionNode } from 'graphql';
import { type CacheChange, changesNothing } from '../cache/invalidation';
import type { GatewayContext } from '../context';
import { type LiveEventKind, WRITE_TABLE, type WriteChange, type WriteRow } from './table';

/** Where the effects of the writes go: the invalidator (caches and sessions, every gateway) and the live hub. */
export interface WriteEffects {
  invalidate(change: CacheChange): void;
  /** The write stored live events: this gateway's streams read them now. */
  eventsStored(kinds: readonly LiveEventKind[]): void;
}

/** One root field of a mutation that succeeded: its name, arguments and answer. */
export interface SucceededWrite {
  field: string;
  args: Record<string, unknown>;
  data: unknown;
}

/**
 * The root fields of a mutation that succeeded, in order: a field succeeded when its answer is there and no
 * error's path starts at it. Arguments as the resolvers see them (literals and variables).
 */
export function succeededWrites(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  data: Record<string, unknown> | null | undefined,
  errors: ReadonlyArray<{ path?: ReadonlyArray<string | number> }> | undefined,
): SucceededWrite[] {
  const mutation = schema.getMutationType();
  if (!mutation || !data) return [];
  const fields = mutation.getFields();
  const failed = new Set((errors ?? []).map((error) => error.path?.[0]));
  const writes: SucceededWrite[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const name = selection.name.value;
    const key = selection.alias?.value ?? name;
    const definition = fields[name];
    if (!definition || failed.has(key) || data[key] === undefined || data[key] === null) continue;
    writes.push({ field: name, args: getArgumentValues(definition, selection, variables), data: data[key] });
  }
  return writes;
}

function merged(changes: WriteChange[], reason: string): CacheChange {
  const ids = (pick: (change: WriteChange) => string[] | undefined) => [
    ...new Set(changes.flatMap((change) => pick(change) ?? [])),
  ];
  const change: CacheChange = { reason };
  const propertyIds = ids((c) => c.propertyIds);
  const accountIds = ids((c) => c.accountIds);
  const userIds = ids((c) => c.userIds);
  if (propertyIds.length) change.propertyIds = propertyIds;
  if (accountIds.length) change.accountIds = accountIds;
  if (userIds.length) change.userIds = userIds;
  for (const flag of ['lists', 'images', 'allSessions', 'all'] as const)
    if (changes.some((c) => c[flag])) change[flag] = true;
  return change;
}

/** What the writes of one operation change, by their rows (a field without one empties every cache). */
export function effectsOfWrites(
  writes: readonly SucceededWrite[],
  caller: Caller,
): { change: CacheChange; events: LiveEventKind[] } {
  const changes: WriteChange[] = [];
  const events = new Set<LiveEventKind>();
  for (const write of writes) {
    const row = WRITE_TABLE[write.field] as WriteRow | undefined;
    changes.push(row ? row.change({ args: write.args, data: write.data, caller }) : { all: true });
    for (const kind of row?.events ?? []) events.add(kind);
  }
  return {
    change: merged(changes, `mutation ${writes.map((write) => write.field).join(' ')}`),
    events: [...events],
  };
}

/**
 * The one door for writes: every mutation the graph runs, from `/graphql` or from a REST row (both execute on
 * this server), is looked up by its root fields in the write table (table.ts) once it has answered, and what
 * the rows of the fields that succeeded name is emptied, ended and read, on this gateway and (through the
 * shared invalidator) on every other. A field without a row empties every cache (and is a failing test).
 */
export function writeTablePlugin(effects: () => WriteEffects | null): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, schema, request, response, contextValue }) {
          if (operation?.operation !== 'mutation' || response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          const writes = succeededWrites(schema, operation, request.variables ?? {}, data, errors);
          const sink = effects();
          if (!writes.length || !sink) return;
          const { change, events } = effectsOfWrites(writes, contextValue.caller ?? ANONYMOUS);
          if (!changesNothing(change)) sink.invalidate(change);
          if (events.length) sink.eventsStored(events);
        },
      };
    },
  };
}
