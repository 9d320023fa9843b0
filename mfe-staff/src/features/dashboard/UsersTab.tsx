import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { fullNameOf } from '@stays/contracts';
import { useFormatters, useAddressParam, useListFilterInAddress } from '@stays/platform';
import {
  AccountBlockToggle,
  Actions,
  Meta,
  RowTitle,
  PagedWorkList,
  WorkSection,
  FilterButtons,
  WorkSearchBox,
} from '@stays/ui/portal';
import { type Role, StaffUsersDocument } from '../../__generated__/graphql';
import { LoadError } from './layout';
import { m } from './messages';
import { useBlockUser } from './useBlockUser';

export const USER_PAGE_SIZE = 20;
export type UserFilter = 'all' | 'host' | 'visitor';
const FILTER_ROLES: Record<UserFilter, Role[]> = {
  all: ['host', 'visitor'],
  host: ['host'],
  visitor: ['visitor'],
};
const USER_FILTERS = Object.keys(FILTER_ROLES) as UserFilter[];

/** Host and visitor accounts (staff never see staff or admin ones), filtered, searched, blocked and unblocked. */
export function UsersTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { date } = useFormatters();
  const { toggle, busy } = useBlockUser();
  const { filter, setFilter, offset, setOffset } = useListFilterInAddress('role', USER_FILTERS, 'all');
  const [search, setSearch] = useAddressParam('search');
  const paging = { offset, pageSize: USER_PAGE_SIZE, onOffset: setOffset };
  const { data, loading, error, refetch } = useQuery(StaffUsersDocument, {
    variables: { roles: FILTER_ROLES[filter], search: search || null, limit: USER_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.userPage;
  const roleName = (role: Role) =>
    t({ host: m.roleHost, visitor: m.roleVisitor, staff: m.roleStaff, admin: m.roleAdmin }[role]);

  const filters: Array<[UserFilter, string]> = [
    ['all', t(m.filterAll)],
    ['host', t(m.filterHost)],
    ['visitor', t(m.filterVisitor)],
  ];

  return (
    <WorkSection
      headingId="staff-users-title"
      title={t(m.usersTitle)}
      total={page?.total}
      tools={
        <>
          <FilterButtons<UserFilter>
            label={t(m.roleFilter)}
            value={filter}
            onChange={setFilter}
            options={filters}
          />
          <WorkSearchBox
            label={t(m.search)}
            initial={search ?? ''}
            onSearch={(text) => {
              setSearch(text || null);
              setOffset(0);
            }}
          />
        </>
      }
    >
      <PagedWorkList
        page={page}
        query={{ loading, error, refetch }}
        paging={paging}
        errorView={LoadError}
        empty={t(m.noUsers)}
        rowKey={(user) => user.id}
      >
        {(user) => {
          const name = fullNameOf(user, user.email ?? '');
          return (
            <>
              <div>
                <RowTitle>
                  <bdi>{name}</bdi>
                </RowTitle>
                <Meta>
                  {user.email ? (
                    <>
                      <bdi>{user.email}</bdi> ·{' '}
                    </>
                  ) : null}
                  {roleName(user.role)} · {date(user.createdAt)}
                </Meta>
              </div>
              <Actions>
                <AccountBlockToggle
                  blocked={Boolean(user.isBlocked)}
                  name={name}
                  disabled={busy}
                  onToggle={() => void toggle(user)}
                />
              </Actions>
            </>
          );
        }}
      </PagedWorkList>
    </WorkSection>
  );
}
