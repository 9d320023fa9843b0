import type { ComponentType } from 'react';
import { I18nScope } from '@stays/platform';
import { hostCatalogues } from './catalogues';

/** An exposed page with the host catalogue loaded for the chosen language (the shell does not know it). */
export function withHostMessages<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithHostMessages(props: P) {
    return (
      <I18nScope catalogues={hostCatalogues}>
        <Page {...props} />
      </I18nScope>
    );
  }
  WithHostMessages.displayName = `WithHostMessages(${Page.displayName ?? Page.name ?? 'Page'})`;
  return WithHostMessages;
}
