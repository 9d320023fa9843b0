import { useEffect, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { dashboardOf, useSession, userCan, type SessionUser } from '@stays/platform';
import { ButtonLink, Card, Container, Spinner } from '@stays/ui';
import { ApplicationStatus } from '../application';

const messages = defineMessages({
  checking: { id: 'host.area.checking', defaultMessage: 'Checking your access...' },
  deniedTitle: { id: 'host.area.deniedTitle', defaultMessage: 'Access Denied' },
  deniedText: {
    id: 'host.area.deniedText',
    defaultMessage: 'You need a host account to access this page.',
  },
  becomeHost: { id: 'host.area.becomeHost', defaultMessage: 'Become a Host' },
  dashboard: { id: 'host.nav.dashboard', defaultMessage: 'Dashboard' },
  properties: { id: 'host.nav.properties', defaultMessage: 'Properties' },
  calendar: { id: 'host.nav.calendar', defaultMessage: 'Calendar' },
  analytics: { id: 'host.nav.analytics', defaultMessage: 'Analytics' },
  nav: { id: 'host.nav.label', defaultMessage: 'Host pages' },
});

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.ink};
  }
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Figures in tiles: two across on a phone, four from a wide screen. */
export const StatGrid = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** Two lists side by side from a wide screen, one above the other before. */
export const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 40vh;
  padding: ${({ theme }) => theme.space.lg};
`;

const Denied = styled(Card)`
  max-inline-size: 28rem;
  text-align: center;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Tabs = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.5rem;
    padding-inline: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryInk};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export type HostSection = 'dashboard' | 'properties' | 'calendar' | 'analytics';
const SECTIONS: { key: HostSection; to: string }[] = [
  { key: 'dashboard', to: '/host/dashboard' },
  { key: 'properties', to: '/host/properties' },
  { key: 'calendar', to: '/host/calendar' },
  { key: 'analytics', to: '/host/analytics' },
];

/** The links between the host pages, the current one marked for screen readers. */
export function HostNav({ current }: { current?: HostSection }) {
  const intl = useIntl();
  return (
    <Tabs aria-label={intl.formatMessage(messages.nav)}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <Link to={section.to} aria-current={section.key === current ? 'page' : undefined}>
              {intl.formatMessage(messages[section.key])}
            </Link>
          </li>
        ))}
      </ul>
    </Tabs>
  );
}

/**
 * A host page's frame: its heading, the line under it, its actions, and the links between the host pages when it
 * is one of them. The document title is the page's own (set before the access check, so it also names the
 * 'Access Denied' card).
 */
export function HostPageLayout({
  title,
  subtitle,
  actions,
  section,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  section?: HostSection;
  children: ReactNode;
}) {
  return (
    <Page>
      <PageHeader>
        <div>
          <h1>{title}</h1>
          {subtitle ? <p>{subtitle}</p> : null}
        </div>
        {actions}
      </PageHeader>
      {section ? <HostNav current={section} /> : null}
      {children}
    </Page>
  );
}

/** Sets the document title while the page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const before = document.title;
    document.title = `${title} · Stays`;
    return () => {
      document.title = before;
    };
  }, [title]);
}

/** SPEC's `/dashboard`: every role's dashboard, where a guest finds their trips. */
export const GUEST_DASHBOARD = '/trips';

/**
 * SPEC 2 host screens: signed out -> /login; a guest at `/dashboard` -> their trips, elsewhere -> their host
 * application's status (or the way to apply); staff -> their own dashboard (no link they can see leads them to a
 * refusal); another role -> the 'Access Denied' card with Become a Host; otherwise the page, given the signed-in
 * user. The server checks every call regardless.
 */
export function HostArea({ children }: { children: (user: SessionUser) => ReactNode }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { user, isAuthenticated, status } = useSession();
  if (status === 'checking' && !user)
    return (
      <Centered>
        <Spinner label={intl.formatMessage(messages.checking)} />
      </Centered>
    );
  if (!isAuthenticated || !user) return <Navigate to="/login" replace state={{ from: pathname }} />;
  if (userCan('hostApplication.submit', user))
    return pathname === '/dashboard' ? <Navigate to={GUEST_DASHBOARD} replace /> : <ApplicationStatus />;
  // The host screens are for those who may list properties (SPEC 6: hosts, and admins too). A role that may not
  // and has a dashboard of its own (staff) goes there instead of being refused.
  if (!userCan('property.create', user)) {
    const own = dashboardOf(user.role);
    if (own) return <Navigate to={own} replace />;
    return (
      <Centered>
        <Denied $padded>
          <h1>{intl.formatMessage(messages.deniedTitle)}</h1>
          <p>{intl.formatMessage(messages.deniedText)}</p>
          <ButtonLink to="/become-host">{intl.formatMessage(messages.becomeHost)}</ButtonLink>
        </Denied>
      </Centered>
    );
  }
  return <>{children(user)}</>;
}
