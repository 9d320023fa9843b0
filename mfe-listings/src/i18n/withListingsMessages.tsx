import type { ComponentType } from 'react';
import { I18nScope } from '@stays/platform';
import { listingsCatalogues } from './catalogues';

/** An exposed page with the listings catalogue loaded for the chosen language (the shell does not know it). */
export function withListingsMessages<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithListingsMessages(props: P) {
    return (
      <I18nScope catalogues={listingsCatalogues}>
        <Page {...props} />
      </I18nScope>
    );
  }
  WithListingsMessages.displayName = `WithListingsMessages(${Page.displayName ?? Page.name ?? 'Page'})`;
  return WithListingsMessages;
}
