import type { ComponentType } from 'react';
import { I18nScope, type CatalogueLoader } from '@stays/platform';
import { adminCatalogues } from './catalogues';

/**
 * An exposed page with the admin catalogue loaded for the chosen language (the shell does not know it), and
 * `also` the catalogues of shared pieces it shows (the property form's), fetched at the same time.
 */
export function withAdminMessages<P extends object>(
  Page: ComponentType<P>,
  also: readonly CatalogueLoader[] = [],
): ComponentType<P> {
  const catalogues = also.length ? [...adminCatalogues, ...also] : adminCatalogues;
  function WithAdminMessages(props: P) {
    return (
      <I18nScope catalogues={catalogues}>
        <Page {...props} />
      </I18nScope>
    );
  }
  WithAdminMessages.displayName = `WithAdminMessages(${Page.displayName ?? Page.name ?? 'Page'})`;
  return WithAdminMessages;
}
