import { defineMessages } from 'react-intl';

export const favoriteMessages = defineMessages({
  save: { id: 'favorites.save', defaultMessage: 'Save {title}' },
  remove: { id: 'favorites.remove', defaultMessage: 'Remove {title} from saved' },
  saved: { id: 'favorites.saved', defaultMessage: 'Saved {title}' },
  removed: { id: 'favorites.removed', defaultMessage: 'Removed {title} from saved' },
  failed: { id: 'favorites.failed', defaultMessage: 'The change could not be saved. Please try again.' },
  signInTitle: { id: 'favorites.signInTitle', defaultMessage: 'Sign in to save' },
  signInText: { id: 'favorites.signInText', defaultMessage: 'Log in to keep the stays you like.' },
});
