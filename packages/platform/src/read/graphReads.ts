// The public pages' reads without Apollo Client (issue 48 #3): each answer kept whole under its operation and
// variables, as the gateway gave it, with no normalized cache. The first view's answers are handed over under
// the same keys, so a drawn page hydrates from them without asking again. Writes go through Apollo Client,
// loaded when something needs it (GraphClient.tsx); a write forgets these answers, so what a page shows after a
// write is asked for again.
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { printDocument } from './printDocument';

export interface GraphQLErrorShape {
  message?: unknown;
  extensions?: { code?: unknown; [key: string]: unknown };
}

/** What a read's call answers: the GraphQL result (`execute` of the gateway, or the body of its HTTP answer). */
export interface ReadResult {
  data?: unknown;
  errors?: readonly GraphQLErrorShape[];
}

/**
 * A failed read, in the two shapes `errors/errors.ts` reads (as Apollo's CombinedGraphQLErrors and ServerError
 * carry them): the GraphQL errors the gateway answered, and for a non-2xx answer its status and body.
 */
export class GraphReadError extends Error {
  readonly errors: readonly GraphQLErrorShape[];
  readonly statusCode: number | undefined;
  readonly bodyText: string | undefined;

  constructor(
    message: string,
    details: { errors?: readonly GraphQLErrorShape[]; statusCode?: number; bodyText?: string } = {},
  ) {
    super(message);
    this.name = 'GraphReadError';
    this.errors = details.errors ?? [];
    this.statusCode = details.statusCode;
    this.bodyText = details.bodyText;
  }
}

export type ReadVariables = Record<string, unknown>;

/** Runs one read: over HTTP in the browser, in the gateway's own process for a first view. */
export type ReadExecute = (query: DocumentNode, variables: ReadVariables) => Promise<ReadResult>;

/** One read's state as a screen draws it; a new object on every change (React compares them by identity). */
export interface ReadState {
  data: unknown;
  error: GraphReadError | null;
  loading: boolean;
}

/** The answers a first view hands over: key -> data. Only answers without errors are handed over. */
export type HandedOverAnswers = Record<string, unknown>;

function operationName(query: DocumentNode): string {
  const operation = query.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  return operation?.name?.value ?? printDocument(query);
}

/** Keys in a fixed order, undefined left out (as JSON leaves it out of the request): one key per read. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => stableJson(item ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The key of a read: its operation's name and its variables. */
export function readKey(query: DocumentNode, variables: ReadVariables = {}): string {
  return `${operationName(query)}:${stableJson(variables)}`;
}

/** A result's data, or the error its errors make (any error fails the read, as Apollo's default policy does). */
export function settle(result: ReadResult): unknown {
  if (result.errors?.length) {
    const first = result.errors[0]?.message;
    throw new GraphReadError(typeof first === 'string' ? first : 'The request failed', {
      errors: result.errors,
    });
  }
  return result.data ?? null;
}

/** Reads over HTTP from the gateway's graph: cookies included, as every call of the product (SPEC 7). */
export function httpReads(
  uri = '/graphql',
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ReadExecute {
  return async (query, variables) => {
    const response = await fetchImpl(uri, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ operationName: operationName(query), query: printDocument(query), variables }),
    });
    const bodyText = await response.text();
    let body: ReadResult | null = null;
    try {
      body = bodyText ? (JSON.parse(bodyText) as ReadResult) : null;
    } catch {
      body = null; // a proxy's HTML page: the status says what happened
    }
    if (!response.ok) {
      throw new GraphReadError(`Response not successful: Received status code ${response.status}`, {
        statusCode: response.status,
        bodyText,
        errors: body?.errors,
      });
    }
    if (!body) throw new GraphReadError('The answer was not JSON', { statusCode: response.status, bodyText });
    return body;
  };
}

interface Entry {
  state: ReadState;
  query: DocumentNode;
  variables: ReadVariables;
  inFlight: Promise<void> | null;
}

/**
 * The reads of one page: each answer under its key, the screens that follow it, and the calls under way. A call
 * already under way for a key is shared; an answer stays until a write (`forgetAll`) or a Retry (`load` with
 * `force`).
 */
export class GraphReads {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly handedOver = new Map<string, unknown>();

  constructor(
    private readonly execute: ReadExecute,
    answers: HandedOverAnswers = {},
  ) {
    for (const [key, data] of Object.entries(answers)) this.handedOver.set(key, data);
  }

  /** The state of a read, or undefined when nothing was asked or handed over for it. */
  stateOf(
    query: DocumentNode,
    variables: ReadVariables = {},
    key = readKey(query, variables),
  ): ReadState | undefined {
    const entry = this.entries.get(key);
    if (entry) return entry.state;
    if (!this.handedOver.has(key)) return undefined;
    // A handed-over answer becomes an entry the first time it is read, so its state keeps one identity.
    const adopted: Entry = {
      state: { data: this.handedOver.get(key), error: null, loading: false },
      query,
      variables,
      inFlight: null,
    };
    this.entries.set(key, adopted);
    return adopted.state;
  }

  /** Follows a read's changes; answers the function that stops following. */
  subscribe(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  private notify(key: string) {
    for (const listener of [...(this.listeners.get(key) ?? [])]) listener();
  }

  private update(key: string, entry: Entry, state: Partial<ReadState>) {
    entry.state = { ...entry.state, ...state };
    this.notify(key);
  }

  /**
   * Asks for a read unless its answer is here (or, with `force`, again: a Retry, a refresh after a live event).
   * Never rejects: a failure is the read's `error`. While a read is asked again its last data stays.
   */
  load(query: DocumentNode, variables: ReadVariables = {}, { force = false } = {}): Promise<void> {
    const key = readKey(query, variables);
    const known = this.stateOf(query, variables, key);
    let entry = this.entries.get(key);
    if (entry?.inFlight) return entry.inFlight;
    if (known && !force && !known.error) return Promise.resolve();
    if (!entry) {
      entry = { state: { data: undefined, error: null, loading: true }, query, variables, inFlight: null };
      this.entries.set(key, entry);
      this.notify(key);
    } else {
      entry.query = query;
      entry.variables = variables;
      this.update(key, entry, { loading: true });
    }
    const current = entry;
    current.inFlight = this.execute(query, variables)
      .then(settle)
      .then(
        (data) => this.update(key, current, { data, error: null, loading: false }),
        (error: unknown) =>
          this.update(key, current, {
            error:
              error instanceof GraphReadError
                ? error
                : new GraphReadError(error instanceof Error ? error.message : String(error)),
            loading: false,
          }),
      )
      .finally(() => {
        current.inFlight = null;
      });
    return current.inFlight;
  }

  /** One call whose answer is the caller's alone (a further page of a list): not kept, not shared. */
  fetch(query: DocumentNode, variables: ReadVariables = {}): Promise<unknown> {
    return this.execute(query, variables).then(settle);
  }

  /** The calls under way (a first view is drawn again once they have answered). */
  pending(): Promise<void>[] {
    return [...this.entries.values()].flatMap((entry) => (entry.inFlight ? [entry.inFlight] : []));
  }

  /** The answers to hand over to the browser: those without an error. */
  extract(): HandedOverAnswers {
    const answers: HandedOverAnswers = {};
    for (const [key, entry] of this.entries)
      if (!entry.state.error && entry.state.data !== undefined) answers[key] = entry.state.data;
    return answers;
  }

  /**
   * After a write: every answer may be out of date. A read a screen is showing is asked again (its data stays
   * until the new answer), the others are dropped and asked for when next shown.
   */
  forgetAll() {
    this.handedOver.clear();
    for (const [key, entry] of [...this.entries]) {
      if (this.listeners.has(key)) void this.load(entry.query, entry.variables, { force: true });
      else if (!entry.inFlight) this.entries.delete(key);
    }
  }
}

/**
 * The id of the JSON block in which the gateway hands over the answers its first view of the page was drawn with
 * (gateway/src/web/firstRoute.ts): the page's first render finds them instead of asking again.
 */
export const FIRST_VIEW_DATA_ID = 'stays-first-data';

/** The first view's answers, taken once: a second store on the page (a remote run alone) starts empty. */
export function takeFirstViewAnswers(): HandedOverAnswers {
  if (typeof document === 'undefined') return {};
  const block = document.getElementById(FIRST_VIEW_DATA_ID);
  if (!block) return {};
  block.remove();
  try {
    const data: unknown = JSON.parse(block.textContent ?? '');
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as HandedOverAnswers) : {};
  } catch {
    return {}; // a damaged block costs the head start, never the page
  }
}
