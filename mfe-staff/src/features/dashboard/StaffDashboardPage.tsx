import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { fullNameOf } from '@stays/contracts';
import { useFormatters, useSession, useTabInAddress } from '@stays/platform';
import { Badge, Container, Spinner, useToast } from '@stays/ui';
import { Tab, TabList, TabPanel, Tabs } from '@stays/ui/tabs';
import { StatCard } from '@stays/ui/portal';
import { StaffInboxCountDocument, StaffStatsDocument } from '../../__generated__/graphql';
import { withStaffMessages } from '../../i18n/withStaffMessages';
import { BookingsTab } from './BookingsTab';
import { m } from './messages';
import { NotificationsTab } from './NotificationsTab';
import { PropertiesTab } from './PropertiesTab';
import { ReportsTab } from './ReportsTab';
import { UsersTab } from './UsersTab';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.lg};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Welcome = styled.section`
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Stats = styled.div`
  display: grid;
  /* Two figures a row on a phone, four on a desktop. */
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

const Panels = styled.div`
  padding-block: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxl};
`;

const Center = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 50vh;
`;

const TabBar = styled(TabList)`
  overflow-x: auto;
  max-inline-size: 100%;
`;

const ROLE_NAMES = {
  visitor: m.roleVisitor,
  host: m.roleHost,
  staff: m.roleStaff,
  admin: m.roleAdmin,
} as const;

const STAFF_TABS = ['properties', 'bookings', 'users', 'notifications', 'reports'] as const;
export type StaffTab = (typeof STAFF_TABS)[number];

/** /staff/dashboard (SPEC 2 "Staff screens"): the staff member's queues, users, inbox and reports. */
export function StaffDashboardPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useSession();
  const { price } = useFormatters();
  const { toast } = useToast();
  const [named, choose] = useTabInAddress(STAFF_TABS);
  const tab = named ?? 'properties';
  const stats = useQuery(StaffStatsDocument, { fetchPolicy: 'cache-and-network', skip: !user });
  const inbox = useQuery(StaffInboxCountDocument, { fetchPolicy: 'cache-and-network', skip: !user });

  useEffect(() => {
    if (stats.error) toast({ title: t(m.error), description: t(m.loadFailed), variant: 'destructive' });
  }, [stats.error, t, toast]);

  if (!user || (stats.loading && !stats.data)) {
    return (
      <Center>
        <Spinner label={t(m.loading)} />
      </Center>
    );
  }

  const unread = inbox.data?.notificationPage.unread ?? 0;
  const name = fullNameOf(user, user.username ?? '');
  const figures = stats.data;

  return (
    <Container>
      <Header>
        <h1>{t(m.portal)}</h1>
        {/* The account (name, Logout) is in the portal's header, the shell's: one header, no second Logout. */}
        <Who>
          <span>
            <bdi>{name}</bdi> · {t(ROLE_NAMES[user.role])}
          </span>
          <Badge
            $variant={unread ? 'destructive' : 'secondary'}
            role="status"
            aria-label={t(m.unread, { count: unread })}
          >
            {unread}
          </Badge>
        </Who>
      </Header>
      <Welcome>
        <h2>{t(m.welcome, { name: user.firstName || user.username })}</h2>
        <p>{t(m.welcomeText)}</p>
      </Welcome>
      <Stats>
        <StatCard
          testId="stat-pending-properties"
          label={t(m.statPendingProperties)}
          value={figures?.propertyCount ?? '—'}
        />
        <StatCard testId="stat-total-users" label={t(m.statTotalUsers)} value={figures?.userCount ?? '—'} />
        <StatCard
          testId="stat-pending-bookings"
          label={t(m.statPendingBookings)}
          value={figures?.bookingStats.pendingBookings ?? '—'}
        />
        <StatCard
          testId="stat-monthly-earnings"
          label={t(m.statMonthlyEarnings)}
          value={figures ? price(figures.bookingStats.monthlyEarnings) : '—'}
          note={t(m.statMonthlyEarningsNote)}
        />
      </Stats>
      <Tabs value={tab} onValueChange={(value) => choose(value as StaffTab)}>
        <TabBar aria-label={t(m.sections)}>
          <Tab value="properties">{t(m.tabProperties)}</Tab>
          <Tab value="bookings">{t(m.tabBookings)}</Tab>
          <Tab value="users">{t(m.tabUsers)}</Tab>
          <Tab value="notifications">{t(m.tabNotifications)}</Tab>
          <Tab value="reports">{t(m.tabReports)}</Tab>
        </TabBar>
        <Panels>
          <TabPanel value="properties">{tab === 'properties' ? <PropertiesTab /> : null}</TabPanel>
          <TabPanel value="bookings">{tab === 'bookings' ? <BookingsTab /> : null}</TabPanel>
          <TabPanel value="users">{tab === 'users' ? <UsersTab /> : null}</TabPanel>
          <TabPanel value="notifications">{tab === 'notifications' ? <NotificationsTab /> : null}</TabPanel>
          <TabPanel value="reports">{tab === 'reports' ? <ReportsTab /> : null}</TabPanel>
        </Panels>
      </Tabs>
    </Container>
  );
}

export default withStaffMessages(StaffDashboardPage);
