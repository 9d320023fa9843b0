import type { ComponentType } from 'react';
import { I18nScope } from '@stays/platform';
import { staffCatalogues } from './catalogues';

/** An exposed page with the staff catalogue loaded for the chosen language (the shell does not know it). */
export function withStaffMessages<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithStaffMessages(props: P) {
    return (
      <I18nScope catalogues={staffCatalogues}>
        <Page {...props} />
      </I18nScope>
    );
  }
  WithStaffMessages.displayName = `WithStaffMessages(${Page.displayName ?? Page.name ?? 'Page'})`;
  return WithStaffMessages;
}
