import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuthDialog, useSession } from '@stays/platform';
import { useToast } from '@stays/ui';
import { MyFavoriteIdsDocument, SetFavoriteDocument } from '../../__generated__/graphql';
import { favoriteMessages as m } from './messages';

export interface Favorites {
  isSaved: (propertyId: string) => boolean;
  /** Saves or removes; a signed-out guest is asked to sign in instead. */
  toggle: (propertyId: string, title: string) => void;
  busy: (propertyId: string) => boolean;
}

/**
 * The hearts: a signed-in guest's saved ids (one small query, only when signed in) and the mutation that
 * answers the new list, written straight into the cache so every heart on the page follows.
 */
export function useFavorites(): Favorites {
  const session = useSession();
  const auth = useAuthDialog();
  const toast = useToast();
  const t = useIntl().formatMessage;
  const signedIn = session.isAuthenticated;
  const { data } = useQuery(MyFavoriteIdsDocument, { skip: !signedIn });
  const [pending, setPending] = useState<string | null>(null);
  const [setFavorite] = useMutation(SetFavoriteDocument, {
    update: (cache, result) => {
      const ids = result.data?.setFavorite;
      if (ids) cache.writeQuery({ query: MyFavoriteIdsDocument, data: { myFavoriteIds: ids } });
    },
  });
  const saved = useMemo(() => new Set(data?.myFavoriteIds ?? []), [data]);

  const toggle = useCallback(
    (propertyId: string, title: string) => {
      if (!signedIn) {
        toast.toast({ title: t(m.signInTitle), description: t(m.signInText) });
        auth?.open('signIn');
        return;
      }
      const next = !saved.has(propertyId);
      setPending(propertyId);
      setFavorite({ variables: { propertyId, saved: next } })
        .then(
          () => toast.toast({ title: t(next ? m.saved : m.removed, { title }) }),
          () => toast.toast({ title: t(m.failed), variant: 'destructive' }),
        )
        .finally(() => setPending(null));
    },
    [signedIn, saved, setFavorite, toast, auth, t],
  );

  return {
    isSaved: (id) => saved.has(id),
    toggle,
    busy: (id) => pending === id,
  };
}
