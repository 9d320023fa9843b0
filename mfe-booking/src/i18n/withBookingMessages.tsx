import type { ComponentType } from 'react';
import { I18nScope } from '@stays/platform';
import { bookingCatalogues } from './catalogues';

/** An exposed page or dialog with the booking catalogue loaded for the chosen language. */
export function withBookingMessages<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithBookingMessages(props: P) {
    return (
      <I18nScope catalogues={bookingCatalogues}>
        <Component {...props} />
      </I18nScope>
    );
  }
  WithBookingMessages.displayName = `WithBookingMessages(${Component.displayName ?? Component.name ?? 'Component'})`;
  return WithBookingMessages;
}
