// The one render kit of every front end (the shell and the remotes): the real providers around a component,
// a memory router at the URL a test names, and an Apollo mock link whose answers are typed by the generated
// documents. Test-only: `@stays/platform/testing`, never imported by application code.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider, ToastProvider } from '@stays/ui';
import { createCache } from '../apollo/createApolloClient';
import type { CatalogueLoader } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locales';
import { LiveEventsProvider } from '../live/LiveEvents';
import type { CreateEventSource } from '../live/liveConnection';
import { graphWith, GraphProvider } from '../read/GraphClient';
import { GraphReads } from '../read/graphReads';
import { SessionProvider } from '../session/SessionProvider';
import { storeSignedIn, type SessionUser } from '../session/storage';
import { mockedReads } from './mockedReads';
import { answerSessionCheck } from './sessionCheck';

export type MockedResponse = MockLink.MockedResponse;

export interface RenderOptions {
  /** The URL the memory router starts at (path and query), default '/'. */
  route?: string;
  /**
   * The route pattern `ui` is mounted on, for pages that read `useParams` ('/property/:id'). Without it `ui`
   * renders inside the router as it is (the shell passes its whole App, which has its own routes).
   */
  path?: string;
  /**
   * The graph's answers, made with `mockQuery` / `mockQueryError`, for the light reads and Apollo Client alike;
   * a query without one fails the test.
   */
  mocks?: readonly MockedResponse[];
  /** Default 'en'; `{ locale: undefined }` lets the provider detect it (storage, then the browser). */
  locale?: Locale;
  /** The front end's feature catalogues (the shell's, or a remote's), merged over the platform's. */
  catalogues?: readonly CatalogueLoader[];
  /**
   * A user already signed in (stored as the session restore reads it; the session check answers it unless the test
   * set its own fetch); default: signed out.
   */
  signedInAs?: SessionUser;
  /** Where signOut sends the browser; default: ignored. */
  navigate?: (to: string) => void;
  /** The live stream's EventSource (`fakeEventSources().create`); without it no live event arrives. */
  live?: CreateEventSource;
  /** Extra providers inside the kit's (the shell's remote page loader, for example). */
  wrapper?: (children: ReactNode) => ReactElement;
}

/** Shows where the router went (`screen.getByTestId('location')`), so tests can assert on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A stream that never opens: tests without `live` get no events and touch no network. */
const noStream: CreateEventSource = () => ({
  readyState: 0,
  onopen: null,
  onerror: null,
  addEventListener: () => {},
  close: () => {},
});

/** Renders `ui` with the theme, i18n, a mocked graph (its reads and Apollo Client), the session, toasts and a memory router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const {
    route = '/',
    path,
    mocks = [],
    catalogues,
    signedInAs,
    navigate = () => {},
    live,
    wrapper,
  } = options;
  if (signedInAs) {
    storeSignedIn(signedInAs);
    answerSessionCheck(signedInAs);
  }
  const routed = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  const inner = (
    <MemoryRouter initialEntries={[route]}>
      {routed}
      <LocationProbe />
    </MemoryRouter>
  );
  // The mock link answers at once: Apollo 4's default waits a "realistic" 20-50 ms before each answer, which only
  // slows the suite down and hides races a fast network would meet (see useAddressUpdate).
  const client = new ApolloClient({
    cache: createCache(),
    link: new MockLink(mocks, { defaultOptions: { delay: 0 } }),
  });
  const graph = graphWith(new GraphReads(mockedReads(mocks)), { client, ApolloProvider });
  return render(
    <ThemeProvider>
      <I18nProvider initialLocale={'locale' in options ? options.locale : 'en'} catalogues={catalogues}>
        <GraphProvider value={graph}>
          <ApolloProvider client={client}>
            <SessionProvider navigate={navigate}>
              <LiveEventsProvider createSource={live ?? noStream}>
                <ToastProvider>{wrapper ? wrapper(inner) : inner}</ToastProvider>
              </LiveEventsProvider>
            </SessionProvider>
          </ApolloProvider>
        </GraphProvider>
      </I18nProvider>
    </ThemeProvider>,
  );
}

/**
 * One answer of the graph to `query` with exactly `variables`. Both are checked against the generated
 * document's types, so a mock cannot drift from the operation it stands for.
 */
export function mockQuery<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  data: TData,
): MockedResponse {
  return { request: { query, variables }, result: { data: data as Record<string, unknown> } };
}

/** The graph failing `query` with `variables` (a network error, or a GraphQL error with its message). */
export function mockQueryError<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  error: Error | { message: string; code?: string; extensions?: Record<string, unknown> },
): MockedResponse {
  if (error instanceof Error) return { request: { query, variables }, error };
  const extensions =
    error.code || error.extensions
      ? { ...error.extensions, ...(error.code ? { code: error.code } : {}) }
      : undefined;
  return { request: { query, variables }, result: { errors: [{ message: error.message, extensions }] } };
}
