import { lazy, Suspense, type ComponentProps } from 'react';

// The account menu (its dialog, sign-out everywhere) is drawn only for a signed-in member, and every first view is
// drawn for an anonymous visitor: it loads when a session says someone is signed in, not on every page's path.
const AccountMenuChunk = lazy(() =>
  import(/* webpackChunkName: "account-menu" */ './AccountMenu').then((m) => ({ default: m.AccountMenu })),
);

export function AccountMenu(props: ComponentProps<typeof AccountMenuChunk>) {
  return (
    <Suspense fallback={null}>
      <AccountMenuChunk {...props} />
    </Suspense>
  );
}
