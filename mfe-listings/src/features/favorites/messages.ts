import { defineMessages } from 'react-intl';

/**
 * The heart's names, on every card, and the error when a click could not be carried out (also when the click's
 * own code did not load). The other toasts of a click live with it, in favoriteActions.ts.
 */
export const favoriteMessages = defineMessages({
  save: { id: 'favorites.save', defaultMessage: 'Save {title}' },
  remove: { id: 'favorites.remove', defaultMessage: 'Remove {title} from saved' },
  failed: { id: 'favorites.failed', defaultMessage: 'The change could not be saved. Please try again.' },
});
