import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApolloLater, useAuthDialog, useSession } from '@stays/platform';
import { useToast } from '@stays/ui';
import { favoriteMessages as m } from './messages';

export interface Favorites {
  isSaved: (propertyId: string) => boolean;
  /** Saves or removes; a signed-out guest is asked to sign in instead. */
  toggle: (propertyId: string, title: string) => void;
  busy: (propertyId: string) => boolean;
  /** Fetches what a click does ahead of it (a hover or focus of a heart). */
  prepare: () => void;
}

type FavoriteActions = typeof import('./favoriteActions');
let actions: Promise<FavoriteActions> | undefined;

/** What a heart does, fetched once per page (a failed fetch is tried again on the next need), with Apollo Client. */
export function loadFavoriteActions(): Promise<FavoriteActions> {
  actions ??= import(/* webpackChunkName: "favorites" */ './favoriteActions').catch((error: unknown) => {
    actions = undefined;
    throw error;
  });
  return actions;
}

/** Runs `task` once the browser is idle after the first paint (within two seconds); answers the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The hearts, light enough for every card on the landing path: what a click does, and the saved ids, are
 * `favoriteActions.ts` in their own chunk. A signed-out guest loads it on a first click (or hover or focus
 * of a heart, `prepare`); a signed-in guest when the page is idle, to fill the saved hearts.
 */
export function useFavorites(): Favorites {
  const apollo = useApolloLater();
  const session = useSession();
  const auth = useAuthDialog();
  const toast = useToast();
  const intl = useIntl();
  const signedIn = session.isAuthenticated;
  const [saved, setSaved] = useState<ReadonlySet<string>>(NONE);
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!signedIn) {
      setSaved(NONE);
      return undefined;
    }
    let stop: (() => void) | undefined;
    let done = false;
    const cancel = whenIdle(() => {
      Promise.all([loadFavoriteActions(), apollo()]).then(
        ([loaded, client]) => {
          if (!done) stop = loaded.watchSavedIds(client, (ids) => setSaved(new Set(ids)));
        },
        // The hearts stay empty; a click loads the chunk again.
        () => undefined,
      );
    });
    return () => {
      done = true;
      cancel();
      stop?.();
    };
  }, [signedIn, apollo]);

  const toggle = useCallback(
    (propertyId: string, title: string) => {
      // Signed out, the click opens a dialog: the heart keeps its focus to come back to.
      if (signedIn) setPending(propertyId);
      // A signed-out click only asks to sign in: Apollo Client is not loaded for it.
      Promise.all([loadFavoriteActions(), signedIn ? apollo() : null])
        .then(
          ([loaded, client]) =>
            loaded.toggleFavorite({ client, signedIn, auth, toast, intl, propertyId, title }),
          () => toast.toast({ title: intl.formatMessage(m.failed), variant: 'destructive' }),
        )
        .finally(() => setPending(null));
    },
    [signedIn, apollo, toast, auth, intl],
  );

  return useMemo(
    () => ({
      isSaved: (id: string) => saved.has(id),
      toggle,
      busy: (id: string) => pending === id,
      prepare: () => {
        loadFavoriteActions().catch(() => undefined);
        if (signedIn) apollo().catch(() => undefined);
      },
    }),
    [saved, toggle, pending, signedIn, apollo],
  );
}
