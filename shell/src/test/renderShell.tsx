import { renderWithProviders, type RenderOptions } from '@stays/platform/testing';
import { App } from '../App';
import { RemotePageLoaderContext, createRemotePageLoader } from '../federation/remotePages';
import { shellCatalogues } from '../i18n/catalogues';

export interface RenderShellOptions extends Pick<
  RenderOptions,
  'locale' | 'navigate' | 'signedInAs' | 'mocks' | 'live'
> {
  /** The reload after signing in; default: ignored. */
  reload?: () => void;
}

/**
 * The whole shell at a route through the platform's render kit, with remote modules served by `load`
 * instead of the federation runtime.
 */
export function renderShell(
  route: string,
  load: (id: string) => Promise<unknown>,
  { reload = () => {}, ...options }: RenderShellOptions = {},
) {
  const loader = createRemotePageLoader(load);
  return renderWithProviders(<App reload={reload} />, {
    ...options,
    route,
    catalogues: shellCatalogues,
    wrapper: (children) => (
      <RemotePageLoaderContext.Provider value={loader}>{children}</RemotePageLoaderContext.Provider>
    ),
  });
}

/** A fake remote module whose page names the module it stands for. */
export function fakeRemote(id: string) {
  return { default: () => <p data-testid="remote-page">{id}</p> };
}
