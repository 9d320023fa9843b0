// The page's graph: the light reads every public page draws from (graphReads.ts), and Apollo Client, loaded the
// first time a screen needs it (a write, a signed-in area, a dialog of another remote). A public page a visitor
// only reads never downloads Apollo (issue 48 #3, docs/frontend/performance.md).
import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ApolloClient } from '@apollo/client';
import { readPromise } from '@stays/ui';
import {
  GraphReads,
  httpReads,
  readKey,
  takeFirstViewAnswers,
  type GraphReadError,
  type ReadExecute,
  type ReadVariables,
} from './graphReads';

/** Apollo Client and its React provider, as the lazily loaded chunk gives them (`apollo/kit.ts`). */
export interface ApolloKit {
  client: ApolloClient;
  ApolloProvider: ComponentType<{ client: ApolloClient; children: ReactNode }>;
}

export interface Graph {
  reads: GraphReads;
  /** A first view drawn on the server: reads asked for during a pass are answered before the next pass. */
  server: boolean;
  /** Apollo Client, loaded once (and again after a failed load). */
  apollo(): Promise<ApolloKit>;
  /** The kit when it is already here (the server's, a test's, or once loaded), so nothing waits for it. */
  loadedApollo(): ApolloKit | null;
}

/** A graph whose Apollo kit is given (the server's first view, tests). */
export function graphWith(reads: GraphReads, kit: ApolloKit, { server = false } = {}): Graph {
  return { reads, server, apollo: () => Promise.resolve(kit), loadedApollo: () => kit };
}

/**
 * The browser's graph: reads over HTTP starting from the first view's answers, and Apollo Client loaded on
 * demand, whose every write makes the reads ask again.
 */
export function browserGraph({
  uri = '/graphql',
  execute = httpReads(uri),
}: { uri?: string; execute?: ReadExecute } = {}): Graph {
  const reads = new GraphReads(execute, takeFirstViewAnswers());
  let loaded: ApolloKit | null = null;
  let loading: Promise<ApolloKit> | null = null;
  return {
    reads,
    server: false,
    loadedApollo: () => loaded,
    apollo() {
      loading ??= import(/* webpackChunkName: "apollo" */ '../apollo/kit').then(
        ({ apolloKit }) => (loaded = apolloKit({ uri, onWrite: () => reads.forgetAll() })),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

const GraphContext = createContext<Graph | null>(null);

/** Mounted once by AppProviders (and by the test kit). */
export const GraphProvider = GraphContext.Provider;

function useGraph(): Graph {
  const graph = useContext(GraphContext);
  if (!graph) throw new Error('A graph read needs a GraphProvider above it (AppProviders mounts one)');
  return graph;
}

export interface GraphReadOptions<TVariables> {
  variables?: TVariables;
  /** Nothing is asked while true. */
  skip?: boolean;
  /** 'cache-and-network': an answer already here is shown and asked again when the screen mounts. */
  fetchPolicy?: 'cache-first' | 'cache-and-network';
}

export interface GraphRead<TData> {
  data: TData | undefined;
  /** No answer yet, or one being asked again. */
  loading: boolean;
  error: GraphReadError | null;
  /** Asks again; never rejects (a failure is `error`). */
  refetch: () => Promise<void>;
}

/** One read of the graph for a screen: its answer, whether one is on its way, and what went wrong. */
export function useGraphRead<TData, TVariables extends ReadVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false, fetchPolicy = 'cache-first' }: GraphReadOptions<TVariables> = {},
): GraphRead<TData> {
  const graph = useGraph();
  const { reads } = graph;
  const asked = (variables ?? {}) as ReadVariables;
  const key = readKey(query, asked);
  // The query and variables of the current key, for the effect and refetch that follow the key alone.
  const current = useRef({ query, asked });
  current.current = { query, asked };

  const subscribe = useCallback((listener: () => void) => reads.subscribe(key, listener), [reads, key]);
  const snapshot = () => (skip ? undefined : reads.stateOf(query, asked, key));
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  if (graph.server && !skip && state === undefined) void reads.load(query, asked);

  useEffect(() => {
    if (skip) return;
    void reads.load(current.current.query, current.current.asked, {
      force: fetchPolicy === 'cache-and-network',
    });
  }, [reads, key, skip, fetchPolicy]);

  const refetch = useCallback(
    () => reads.load(current.current.query, current.current.asked, { force: true }),
    [reads],
  );
  return {
    data: state?.data as TData | undefined,
    loading: !skip && (state === undefined || state.loading),
    error: skip ? null : (state?.error ?? null),
    refetch,
  };
}

/** Asks the graph once, for an answer the caller keeps (a further page of a list); rejects on a failure. */
export function useGraphFetch(): <TData, TVariables extends ReadVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<TData> {
  const { reads } = useGraph();
  return useCallback(
    <TData, TVariables extends ReadVariables>(
      query: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
    ) => reads.fetch(query, variables) as Promise<TData>,
    [reads],
  );
}

/** Apollo Client for code that writes or follows the cache outside React's render (a heart's click). */
export function useApolloLater(): () => Promise<ApolloClient> {
  const graph = useGraph();
  return useCallback(() => graph.apollo().then((kit) => kit.client), [graph]);
}

function WithApollo({ children }: { children: ReactNode }) {
  const graph = useGraph();
  const kit = graph.loadedApollo() ?? readPromise(graph.apollo());
  return <kit.ApolloProvider client={kit.client}>{children}</kit.ApolloProvider>;
}

/**
 * What is inside uses Apollo Client's hooks (a signed-in area, another remote's dialog): it is drawn once the
 * client has loaded, `fallback` until then. A drawn page keeps its server markup meanwhile (the boundary hydrates
 * when the client arrives); on the server, the client is there and nothing waits.
 */
export function ApolloBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <WithApollo>{children}</WithApollo>
    </Suspense>
  );
}
