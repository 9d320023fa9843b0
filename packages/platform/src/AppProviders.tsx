import { useState, type ReactNode } from 'react';
import { ThemeProvider, ToastProvider } from '@stays/ui';
import type { CatalogueLoader } from './i18n/catalogues';
import { I18nProvider } from './i18n/I18nProvider';
import type { Locale } from './i18n/locales';
import type { Messages } from './i18n/loadMessages';
import { LiveEventsProvider } from './live/LiveEvents';
import { browserGraph, GraphProvider, type Graph } from './read/GraphClient';
import { SessionProvider } from './session/SessionProvider';

export interface AppProvidersProps {
  children: ReactNode;
  /**
   * The page's graph (its reads, and Apollo Client when loaded). A page that hydrates a drawn view passes one
   * made before rendering: React may start that first render over, and a graph made inside it would be made
   * again without the view's answers.
   */
  graph?: Graph;
  locale?: Locale;
  /** The app's feature catalogues (a module-level constant), merged over the platform's. */
  catalogues?: readonly CatalogueLoader[];
  /** `locale`'s catalogue, already loaded (a server render). */
  messages?: Messages;
}

/** Theme, language, the graph, session, the live stream and toasts: what every page needs, mounted once by the shell. */
export function AppProviders({ children, graph, locale, catalogues, messages }: AppProvidersProps) {
  const [ownGraph] = useState(() => graph ?? browserGraph());
  return (
    <ThemeProvider>
      <I18nProvider initialLocale={locale} catalogues={catalogues} initialMessages={messages}>
        <GraphProvider value={ownGraph}>
          <SessionProvider>
            <LiveEventsProvider>
              <ToastProvider>{children}</ToastProvider>
            </LiveEventsProvider>
          </SessionProvider>
        </GraphProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}
