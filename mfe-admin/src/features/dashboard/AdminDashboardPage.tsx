import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useTabInAddress } from '@stays/platform';
import { Badge, ButtonLink, Container, Spinner } from '@stays/ui';
import { Tab, TabList, TabPanel, Tabs } from '@stays/ui/tabs';
import { AdminPendingCountDocument } from '../../__generated__/graphql';
import { withAdminMessages } from '../../i18n/withAdminMessages';
import { ApplicationsTab } from './ApplicationsTab';
import { BookingsTab } from './BookingsTab';
import { m } from './messages';
import { PropertiesTab } from './PropertiesTab';
import { UsersTab } from './UsersTab';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.lg};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const TabBar = styled(TabList)`
  overflow-x: auto;
  max-inline-size: 100%;
`;

const Panels = styled.div`
  padding-block: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxl};
`;

const Center = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 50vh;
`;

const ADMIN_TABS = ['users', 'properties', 'applications', 'bookings'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** SPEC 2: the panel opens on Property Approval when any property is pending, otherwise on User Management. */
export const defaultTab = (pending: number): AdminTab => (pending > 0 ? 'properties' : 'users');

/** /admin and /admin/dashboard: users, property approval, host applications and every booking. */
export function AdminDashboardPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const counts = useQuery(AdminPendingCountDocument, { fetchPolicy: 'cache-and-network' });
  const [named, choose] = useTabInAddress(ADMIN_TABS);
  const pending = counts.data?.propertyCount;
  // Unless the address names a tab, the rule picks the first one once, when the count is first known; a later
  // count (after a decision) moves nothing.
  const first = useRef<AdminTab | null>(null);
  if (first.current === null && (pending !== undefined || counts.error))
    first.current = defaultTab(pending ?? 0);

  if (pending === undefined && !counts.error) {
    return (
      <Center>
        <Spinner label={t(m.loading)} />
      </Center>
    );
  }
  const tab = named ?? first.current ?? 'users';

  return (
    <Container>
      <Header>
        <div>
          <h1>{t(m.title)}</h1>
          <p>{t(m.intro)}</p>
        </div>
        <HeaderActions>
          <ButtonLink to="/admin/add-property" $variant="primary" $size="sm">
            {t(m.addProperty)}
          </ButtonLink>
        </HeaderActions>
      </Header>
      <Tabs value={tab} onValueChange={(value) => choose(value as AdminTab)}>
        <TabBar aria-label={t(m.sections)}>
          <Tab value="users">{t(m.tabUsers)}</Tab>
          <Tab value="properties">
            {t(m.tabProperties)}{' '}
            {pending ? (
              <Badge $variant="destructive" aria-label={t(m.pendingBadge, { count: pending })}>
                {pending}
              </Badge>
            ) : null}
          </Tab>
          <Tab value="applications">{t(m.tabApplications)}</Tab>
          <Tab value="bookings">{t(m.tabBookings)}</Tab>
        </TabBar>
        <Panels>
          <TabPanel value="users">{tab === 'users' ? <UsersTab /> : null}</TabPanel>
          <TabPanel value="properties">
            {tab === 'properties' ? <PropertiesTab initialFilter={pending ? 'pending' : 'all'} /> : null}
          </TabPanel>
          <TabPanel value="applications">{tab === 'applications' ? <ApplicationsTab /> : null}</TabPanel>
          <TabPanel value="bookings">{tab === 'bookings' ? <BookingsTab /> : null}</TabPanel>
        </Panels>
      </Tabs>
    </Container>
  );
}

export default withAdminMessages(AdminDashboardPage);
