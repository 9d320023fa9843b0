import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@stays/ui';
import { I18nProvider, SessionProvider, createCache } from '@stays/platform';

/** Shows where the router went, so tests can assert on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a page with the real theme, i18n and session providers and a mocked Apollo link. */
export function renderWithProviders(
  ui: ReactElement,
  { mocks = [], route = '/', path = '/' }: { mocks?: MockedResponse[]; route?: string; path?: string } = {},
) {
  return render(
    <ThemeProvider>
      <I18nProvider initialLocale="en">
        <MockedProvider mocks={mocks} cache={createCache()}>
          <SessionProvider>
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                <Route path={path} element={ui} />
                <Route path="*" element={null} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </SessionProvider>
        </MockedProvider>
      </I18nProvider>
    </ThemeProvider>,
  );
}
