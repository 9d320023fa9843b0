import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { fullNameOf } from '@stays/contracts';
import { apiRequest, greetingName, useSession } from '@stays/platform';
import { Avatar, Button, ButtonLink, ChevronIcon, Dialog, useToast } from '@stays/ui';

const m = defineMessages({
  hello: { id: 'auth.hello', defaultMessage: 'Hello, {name}' },
  user: { id: 'auth.userFallback', defaultMessage: 'User' },
  account: { id: 'account.menu', defaultMessage: 'Account' },
  accountPage: { id: 'account.page', defaultMessage: 'Your account' },
  logout: { id: 'auth.logout', defaultMessage: 'Logout' },
  everywhere: { id: 'account.everywhere', defaultMessage: 'Sign out everywhere' },
  everywhereTitle: { id: 'account.everywhereTitle', defaultMessage: 'Sign out on every device?' },
  everywhereText: {
    id: 'account.everywhereText',
    defaultMessage:
      'Every browser and phone signed in to this account will be signed out, this one included. You will need your password to sign in again.',
  },
  everywhereConfirm: { id: 'account.everywhereConfirm', defaultMessage: 'Sign out everywhere' },
  cancel: { id: 'account.cancel', defaultMessage: 'Cancel' },
  everywhereFailed: {
    id: 'account.everywhereFailed',
    defaultMessage: 'Could not sign out your other devices. Please try again.',
  },
});

/** The server call that ends every session of the signed-in account (issue 30: logout ends this browser only). */
export const LOGOUT_EVERYWHERE_PATH = '/api/logout/everywhere';

// In the public header's phone menu the account stacks under the links; in a row of its own (the portals'
// header) it stays one line at every width.
const Wrap = styled.div<{ $inline: boolean }>`
  position: relative;
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  align-items: ${({ $inline }) => ($inline ? 'center' : 'stretch')};
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
  }
`;

/** The greeting beside the photo: in a one-line header a phone has room for the photo only (it stays the name). */
const Greeting = styled.span<{ $inline: boolean }>`
  ${({ $inline, theme }) =>
    $inline
      ? `
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    ${theme.media.sm} {
      position: static;
      inline-size: auto;
      block-size: auto;
      overflow: visible;
      clip-path: none;
    }`
      : ''}
`;

const Menu = styled.div`
  position: relative;
`;

const Trigger = styled(Button)`
  gap: ${({ theme }) => theme.space.xxs};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  /* In the phone menu the list sits under the name; from a wide screen it drops below the button. */
  ${({ theme }) => theme.media.md} {
    position: absolute;
    inset-inline-end: 0;
    inset-block-start: calc(100% + ${({ theme }) => theme.space.xxs});
    z-index: 30;
    min-inline-size: 14rem;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  button,
  a {
    inline-size: 100%;
    justify-content: flex-start;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The signed-in account in the header: its photo (or initials) and the greeting open the account menu, with Sign
 * out everywhere (every session of the account, after a confirmation); Logout beside it ends this browser's
 * session only. `logoutTo` is where both leave to; `inline` keeps it on one line at every width.
 */
export function AccountMenu({ logoutTo, inline = false }: { logoutTo: string; inline?: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user, signOut } = useSession();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const listId = useId();

  // Escape and a click elsewhere close the menu, as any menu does.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const signOutEverywhere = async () => {
    setBusy(true);
    try {
      await apiRequest(LOGOUT_EVERYWHERE_PATH, {});
    } catch {
      setBusy(false);
      toast({ title: t(m.everywhereFailed), variant: 'destructive' });
      return;
    }
    setConfirming(false);
    await signOut(logoutTo);
  };

  return (
    <Wrap $inline={inline}>
      <Menu ref={wrap}>
        <Trigger
          $variant="ghost"
          $size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <Avatar
            name={fullNameOf(user, greetingName(user, t(m.user)))}
            src={user?.profileImageUrl}
            size={28}
          />
          <Greeting $inline={inline}>{t(m.hello, { name: greetingName(user, t(m.user)) })}</Greeting>
          <ChevronIcon size={14} />
        </Trigger>
        {open ? (
          <List id={listId} aria-label={t(m.account)}>
            <li>
              <ButtonLink to="/account" $variant="ghost" $size="sm" onClick={() => setOpen(false)}>
                {t(m.accountPage)}
              </ButtonLink>
            </li>
            <li>
              <Button
                $variant="ghost"
                $size="sm"
                onClick={() => {
                  setOpen(false);
                  setConfirming(true);
                }}
              >
                {t(m.everywhere)}
              </Button>
            </li>
          </List>
        ) : null}
      </Menu>
      <Button $variant="outline" $size="sm" onClick={() => void signOut(logoutTo)}>
        {t(m.logout)}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={(value) => !busy && setConfirming(value)}
        title={t(m.everywhereTitle)}
        description={t(m.everywhereText)}
        size="sm"
      >
        <Actions>
          <Button $variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
            {t(m.cancel)}
          </Button>
          <Button $variant="destructive" onClick={() => void signOutEverywhere()} disabled={busy}>
            {t(m.everywhereConfirm)}
          </Button>
        </Actions>
      </Dialog>
    </Wrap>
  );
}
