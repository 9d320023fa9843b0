import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container } from '@stays/ui';
import {
  dashboardOf,
  hasTripsAndSaved,
  signedOutPathOf,
  useAuthDialog,
  useInboxUnread,
  useSession,
} from '@stays/platform';
import { AccountMenu } from './LazyAccountMenu';
import { LanguagePicker } from './LanguagePicker';
import { badgeText, memberMessages, MemberLinks, UnreadBadge } from './MemberLinks';
import { Logo } from './Logo';

export const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 20;
  background: rgba(252, 250, 246, 0.94);
  backdrop-filter: saturate(1.4) blur(8px);
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  block-size: ${({ theme }) => theme.layout.headerHeight};
`;

const Nav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  position: absolute;
  inset-block-start: ${({ theme }) => theme.layout.headerHeight};
  inset-inline: 0;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.media.md} {
    display: flex;
    position: static;
    flex-direction: row;
    align-items: center;
    flex: 1;
    padding: 0;
    background: none;
    border: 0;
    box-shadow: none;
  }
`;

const NavItem = styled(NavLink)`
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.sandSoft};
  }
  &.active {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Spacer = styled.div`
  flex: 1;
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const AuthLinks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-block-start: ${({ theme }) => theme.space.xs};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    margin-inline-start: auto;
    padding: 0;
    border: 0;
  }
`;

const MenuButton = styled(Button)`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const m = defineMessages({
  main: { id: 'nav.main', defaultMessage: 'Main' },
  home: { id: 'nav.home', defaultMessage: 'Home' },
  dashboard: { id: 'nav.dashboard', defaultMessage: 'Dashboard' },
  becomeHost: { id: 'nav.becomeHost', defaultMessage: 'Become a Host' },
  contact: { id: 'nav.contact', defaultMessage: 'Contact' },
  signIn: { id: 'auth.signIn', defaultMessage: 'Sign In' },
  signUp: { id: 'auth.signUp', defaultMessage: 'Sign Up' },
  menu: { id: 'nav.menu', defaultMessage: 'Menu' },
});

export function Header() {
  const intl = useIntl();
  const { isAuthenticated, role } = useSession();
  const dashboard = isAuthenticated ? dashboardOf(role) : null;
  const authDialog = useAuthDialog();
  const unread = useInboxUnread();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // The phone menu closes once a link has taken the user somewhere: any navigation, a new query on the same page
  // (Saved on /search is /search?saved=1) or the same address again (each has its own key).
  useEffect(() => setOpen(false), [location.key]);

  const t = intl.formatMessage;
  const openAuth = (mode: 'signIn' | 'register') => {
    setOpen(false);
    authDialog?.open(mode);
  };

  return (
    <Bar>
      <Row>
        <Logo />
        <Spacer />
        <Nav id="main-nav" $open={open} aria-label={t(m.main)}>
          <NavItem to="/" end>
            {t(m.home)}
          </NavItem>
          {/* Each role's own dashboard; a guest (or a visitor) is offered hosting instead. */}
          {dashboard ? (
            <NavItem to={dashboard}>{t(m.dashboard)}</NavItem>
          ) : (
            <NavItem to="/become-host">{t(m.becomeHost)}</NavItem>
          )}
          <NavItem to="/contact-us">{t(m.contact)}</NavItem>
          {isAuthenticated ? (
            <MemberLinks Item={NavItem} guest={hasTripsAndSaved(role)} unread={unread} />
          ) : null}
          <AuthLinks>
            {isAuthenticated ? (
              // SPEC 4: staff leave to their own login page, everyone else to the home page.
              <AccountMenu logoutTo={signedOutPathOf(role)} />
            ) : (
              <>
                <Button $variant="ghost" $size="sm" onClick={() => openAuth('signIn')}>
                  {t(m.signIn)}
                </Button>
                <Button $variant="primary" $size="sm" onClick={() => openAuth('register')}>
                  {t(m.signUp)}
                </Button>
              </>
            )}
          </AuthLinks>
        </Nav>
        <Actions>
          <LanguagePicker />
          <MenuButton
            $variant="outline"
            $size="sm"
            aria-expanded={open}
            aria-controls="main-nav"
            aria-label={menuName(t(m.menu), unread, t(memberMessages.unread, { count: unread }))}
            onClick={() => setOpen((o) => !o)}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {/* On a phone the Inbox link is inside the menu: the badge shows on the button too. */}
            <UnreadBadge count={unread} quiet />
          </MenuButton>
        </Actions>
      </Row>
    </Bar>
  );
}

/**
 * The phone menu button's name: the badge's number must be part of it (axe label-content-name-mismatch), and some
 * languages' sentences spell small counts out (Arabic 'رسالة واحدة'), so the number is added when the sentence
 * does not show it.
 */
export function menuName(menu: string, unread: number, sentence: string): string {
  if (unread <= 0) return menu;
  const shown = badgeText(unread);
  return sentence.includes(shown) ? `${menu}, ${sentence}` : `${menu}, ${shown}, ${sentence}`;
}
