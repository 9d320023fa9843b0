import { useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider, ToastProvider } from '@stays/ui';
import { createApolloClient } from './apollo/createApolloClient';
import type { CatalogueLoader } from './i18n/catalogues';
import { I18nProvider } from './i18n/I18nProvider';
import type { Locale } from './i18n/locales';
import type { Messages } from './i18n/loadMessages';
import { LiveEventsProvider } from './live/LiveEvents';
import { SessionProvider } from './session/SessionProvider';

export interface AppProvidersProps {
  children: ReactNode;
  /**
   * The page's client. A page that hydrates a drawn view passes one made before rendering: React may start that
   * first render over, and a client made inside it would be made again without the view's answers.
   */
  client?: ApolloClient;
  locale?: Locale;
  /** The app's feature catalogues (a module-level constant), merged over the platform's. */
  catalogues?: readonly CatalogueLoader[];
  /** `locale`'s catalogue, already loaded (a server render). */
  messages?: Messages;
}

/** Theme, language, Apollo, session, the live stream and toasts: what every page needs, mounted once by the shell. */
export function AppProviders({ children, client, locale, catalogues, messages }: AppProvidersProps) {
  const [ownClient] = useState(() => client ?? createApolloClient());
  return (
    <ThemeProvider>
      <I18nProvider initialLocale={locale} catalogues={catalogues} initialMessages={messages}>
        <ApolloProvider client={ownClient}>
          <SessionProvider>
            <LiveEventsProvider>
              <ToastProvider>{children}</ToastProvider>
            </LiveEventsProvider>
          </SessionProvider>
        </ApolloProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}
