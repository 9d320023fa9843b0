// What a heart does, in its own chunk (loaded by useFavorites): the signed-in guest's saved ids, the mutation,
// the toasts, and the sign-in prompt for a signed-out guest. The landing shows hearts without loading it.
import type { ApolloClient } from '@apollo/client';
import { defineMessages, type IntlShape } from 'react-intl';
import type { AuthDialogApi } from '@stays/platform';
import type { ToastApi } from '@stays/ui';
import { MyFavoriteIdsDocument, SetFavoriteDocument } from '../../__generated__/graphql';
import { favoriteMessages } from './messages';

const m = defineMessages({
  saved: { id: 'favorites.saved', defaultMessage: 'Saved {title}' },
  removed: { id: 'favorites.removed', defaultMessage: 'Removed {title} from saved' },
  signInTitle: { id: 'favorites.signInTitle', defaultMessage: 'Sign in to save' },
  signInText: { id: 'favorites.signInText', defaultMessage: 'Log in to keep the stays you like.' },
});

/**
 * Follows the saved ids in the cache (one request, then every heart on the page follows the cache); answers
 * the function that stops following.
 */
export function watchSavedIds(client: ApolloClient, onChange: (ids: readonly string[]) => void): () => void {
  const subscription = client.watchQuery({ query: MyFavoriteIdsDocument }).subscribe({
    next: (result) => {
      if (result.data?.myFavoriteIds) onChange(result.data.myFavoriteIds);
    },
    // A failed read leaves the hearts empty; a click asks again.
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}

export interface HeartClick {
  /** Signed in only. */
  client: ApolloClient | null;
  signedIn: boolean;
  auth: AuthDialogApi | null;
  toast: ToastApi;
  intl: IntlShape;
  propertyId: string;
  title: string;
}

/**
 * A click on a heart. Signed out: the sign-in dialog. Signed in: saves the stay when it is not saved and
 * removes it when it is (as the server last said, so a click before the hearts filled still does what the
 * guest meant), writes the new list into the cache and says what happened.
 */
export async function toggleFavorite({ client, signedIn, auth, toast, intl, propertyId, title }: HeartClick) {
  const t = intl.formatMessage;
  if (!signedIn) {
    toast.toast({ title: t(m.signInTitle), description: t(m.signInText) });
    auth?.open('signIn');
    return;
  }
  if (!client) return;
  try {
    const current = await client.query({ query: MyFavoriteIdsDocument });
    const saved = !(current.data?.myFavoriteIds ?? []).includes(propertyId);
    await client.mutate({
      mutation: SetFavoriteDocument,
      variables: { propertyId, saved },
      update: (cache, result) => {
        const ids = result.data?.setFavorite;
        if (ids) cache.writeQuery({ query: MyFavoriteIdsDocument, data: { myFavoriteIds: ids } });
      },
    });
    toast.toast({ title: t(saved ? m.saved : m.removed, { title }) });
  } catch {
    toast.toast({ title: t(favoriteMessages.failed), variant: 'destructive' });
  }
}
