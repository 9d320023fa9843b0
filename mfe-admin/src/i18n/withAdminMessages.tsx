import type { ComponentType } from 'react';
import { I18nScope } from '@stays/platform';
import { adminCatalogues } from './catalogues';

/** An exposed page with the admin catalogue loaded for the chosen language (the shell does not know it). */
export function withAdminMessages<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithAdminMessages(props: P) {
    return (
      <I18nScope catalogues={adminCatalogues}>
        <Page {...props} />
      </I18nScope>
    );
  }
  WithAdminMessages.displayName = `WithAdminMessages(${Page.displayName ?? Page.name ?? 'Page'})`;
  return WithAdminMessages;
}
