import type { ComponentType } from 'react';
import { I18nScope, type CatalogueLoader } from '@stays/platform';
import { hostCatalogues } from './catalogues';

/**
 * An exposed page with the host catalogue loaded for the chosen language (the shell does not know it), and
 * `also` the catalogues of shared pieces it shows (the property form's), fetched at the same time.
 */
export function withHostMessages<P extends object>(
  Page: ComponentType<P>,
  also: readonly CatalogueLoader[] = [],
): ComponentType<P> {
  const catalogues = also.length ? [...hostCatalogues, ...also] : hostCatalogues;
  function WithHostMessages(props: P) {
    return (
      <I18nScope catalogues={catalogues}>
        <Page {...props} />
      </I18nScope>
    );
  }
  WithHostMessages.displayName = `WithHostMessages(${Page.displayName ?? Page.name ?? 'Page'})`;
  return WithHostMessages;
}
