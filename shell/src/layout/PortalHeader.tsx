import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { signedOutPathOf, useSession } from '@stays/platform';
import { AccountMenu } from './LazyAccountMenu';
import { Bar, Row } from './Header';
import { LanguagePicker } from './LanguagePicker';
import { Logo } from './Logo';

const m = defineMessages({
  staff: { id: 'portal.staff', defaultMessage: 'Staff portal' },
  admin: { id: 'portal.admin', defaultMessage: 'Administration' },
});

/** The staff and admin areas: their sign-in pages and everything under /staff and /admin. */
export function portalOf(pathname: string): 'staff' | 'admin' | null {
  if (pathname.startsWith('/staff/') || pathname.startsWith('/system/staff/')) return 'staff';
  if (pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/system/admin/'))
    return 'admin';
  return null;
}

// A phone's row holds the mark, the language and the account; the rest wraps below instead of overflowing.
const PortalRow = styled(Row)`
  flex-wrap: wrap;
  block-size: auto;
  min-block-size: ${({ theme }) => theme.layout.headerHeight};
  padding-block: ${({ theme }) => theme.space.xs};
`;

const Area = styled.span`
  padding-inline-start: ${({ theme }) => theme.space.sm};
  border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;

const End = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  margin-inline-start: auto;
`;

/**
 * The one header of the staff and admin areas: the word mark, the area's name, the language and the account
 * (Sign out everywhere, Logout). None of the public header's links (Become a Host) and no second Logout in the
 * page. Signed-out visitors of a sign-in page see the language only.
 */
export function PortalHeader({ portal }: { portal: 'staff' | 'admin' }) {
  const intl = useIntl();
  const { isAuthenticated, role } = useSession();
  return (
    <Bar>
      <PortalRow>
        <Logo />
        <Area>{intl.formatMessage(portal === 'staff' ? m.staff : m.admin)}</Area>
        <End>
          <LanguagePicker />
          {isAuthenticated ? (
            // SPEC 4: staff leave to their own sign-in page, admins to the home page.
            <AccountMenu logoutTo={signedOutPathOf(role)} inline />
          ) : null}
        </End>
      </PortalRow>
    </Bar>
  );
}
