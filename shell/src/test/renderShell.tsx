import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@stays/ui';
import { I18nProvider, SessionProvider } from '@stays/platform';
import { App } from '../App';
import { RemotePageLoaderContext, createRemotePageLoader } from '../federation/remotePages';
import { shellCatalogues } from '../i18n/catalogues';

/** The whole shell at a route, with remote modules served by `load` instead of the federation runtime. */
export function renderShell(route: string, load: (id: string) => Promise<unknown>) {
  const loader = createRemotePageLoader(load);
  return render(
    <ThemeProvider>
      <I18nProvider initialLocale="en" catalogues={shellCatalogues}>
        <MockedProvider mocks={[]}>
          <SessionProvider>
            <RemotePageLoaderContext.Provider value={loader}>
              <MemoryRouter initialEntries={[route]}>
                <App />
              </MemoryRouter>
            </RemotePageLoaderContext.Provider>
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
