import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider, ToastProvider } from '@stays/ui';
import { I18nProvider, SessionProvider, type Locale } from '@stays/platform';
import { App } from '../App';
import { RemotePageLoaderContext, createRemotePageLoader } from '../federation/remotePages';
import { shellCatalogues } from '../i18n/catalogues';

export interface RenderShellOptions {
  /** Default 'en'; `{ locale: undefined }` lets the provider detect it (storage, then the browser). */
  locale?: Locale;
  /** Full-page navigations (logout); default: ignored. */
  navigate?: (to: string) => void;
  /** The reload after signing in; default: ignored. */
  reload?: () => void;
}

/** The whole shell at a route, with remote modules served by `load` instead of the federation runtime. */
export function renderShell(
  route: string,
  load: (id: string) => Promise<unknown>,
  options: RenderShellOptions = {},
) {
  const loader = createRemotePageLoader(load);
  return render(
    <ThemeProvider>
      <I18nProvider initialLocale={'locale' in options ? options.locale : 'en'} catalogues={shellCatalogues}>
        <MockedProvider mocks={[]}>
          <SessionProvider navigate={options.navigate ?? (() => {})}>
            <ToastProvider>
              <RemotePageLoaderContext.Provider value={loader}>
                <MemoryRouter initialEntries={[route]}>
                  <App reload={options.reload ?? (() => {})} />
                </MemoryRouter>
              </RemotePageLoaderContext.Provider>
            </ToastProvider>
          </SessionProvider>
        </MockedProvider>
      </I18nProvider>
    </ThemeProvider>,
  );
}

/** A fake remote module whose page names the module it stands for. */
export function fakeRemote(id: string) {
  return { default: () => <p data-testid="remote-page">{id}</p> };
}
