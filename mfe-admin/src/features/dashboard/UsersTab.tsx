import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { fullNameOf } from '@stays/contracts';
import { useFormatters, useAddressParam, useListFilterInAddress, useSession } from '@stays/platform';
import { Badge } from '@stays/ui';
import { NativeSelect } from '@stays/ui/forms';
import {
  AccountBlockToggle,
  Actions,
  ConfirmDialog,
  Meta,
  RowTitle,
  PagedWorkList,
  WorkSection,
  WorkSearchBox,
} from '@stays/ui/portal';
import { AdminUsersDocument, type AdminUserFragment, type Role } from '../../__generated__/graphql';
import { LoadError } from './feedback';
import { m } from './messages';
import { useUserChanges } from './useUserChanges';

export const USER_PAGE_SIZE = 20;
export const ROLES: Role[] = ['visitor', 'host', 'staff', 'admin'];
const ROLE_FILTERS: ReadonlyArray<Role | 'all'> = ['all', ...ROLES];

const Narrow = styled(NativeSelect)`
  inline-size: auto;
`;

/** Every account: searched by name, username or email, filtered by role; role dropdown and block toggle. */
export function UsersTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { date } = useFormatters();
  const { user: me } = useSession();
  const { changeRole, toggleBlock } = useUserChanges();
  const [search, setSearch] = useAddressParam('search');
  const {
    filter: role,
    setFilter: setRole,
    offset,
    setOffset,
  } = useListFilterInAddress('role', ROLE_FILTERS, 'all');
  const paging = { offset, pageSize: USER_PAGE_SIZE, onOffset: setOffset };
  const { data, loading, error, refetch } = useQuery(AdminUsersDocument, {
    variables: {
      search: search || null,
      roles: role === 'all' ? null : [role],
      limit: USER_PAGE_SIZE,
      offset,
    },
    fetchPolicy: 'cache-and-network',
  });
  const roleName = (value: Role) =>
    t({ visitor: m.roleVisitor, host: m.roleHost, staff: m.roleStaff, admin: m.roleAdmin }[value]);
  const page = data?.userPage;
  // A role change waits for the admin's confirmation; the dropdown shows the stored role meanwhile.
  const [asked, setAsked] = useState<{ user: AdminUserFragment; name: string; role: Role } | null>(null);

  return (
    <WorkSection
      headingId="admin-users-title"
      title={t(m.usersTitle)}
      total={page?.total}
      tools={
        <>
          <WorkSearchBox
            label={t(m.search)}
            initial={search ?? ''}
            onSearch={(text) => {
              setSearch(text || null);
              setOffset(0);
            }}
          />
          <Narrow
            aria-label={t(m.roleFilter)}
            value={role}
            onChange={(event) => setRole(event.target.value as Role | 'all')}
          >
            <option value="all">{t(m.allRoles)}</option>
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {roleName(value)}
              </option>
            ))}
          </Narrow>
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
          const name = fullNameOf(user, user.username ?? '');
          const own = user.id === me?.id;
          return (
            <>
              <div>
                <RowTitle>
                  <bdi>{name}</bdi> {own ? <Badge $variant="outline">{t(m.you)}</Badge> : null}
                </RowTitle>
                <Meta>
                  {user.username ? <bdi>{user.username}</bdi> : null}
                  {user.email && user.email !== user.username ? (
                    <>
                      {' '}
                      · <bdi>{user.email}</bdi>
                    </>
                  ) : null}{' '}
                  · {date(user.createdAt)}
                </Meta>
              </div>
              <Actions>
                <Narrow
                  aria-label={t(m.roleOf, { name })}
                  value={user.role}
                  disabled={own}
                  onChange={(event) => setAsked({ user, name, role: event.target.value as Role })}
                >
                  {ROLES.map((value) => (
                    <option key={value} value={value}>
                      {roleName(value)}
                    </option>
                  ))}
                </Narrow>
                <AccountBlockToggle
                  blocked={Boolean(user.isBlocked)}
                  name={name}
                  disabled={own}
                  onToggle={() => void toggleBlock(user)}
                />
              </Actions>
            </>
          );
        }}
      </PagedWorkList>
      <ConfirmDialog
        open={asked !== null}
        title={t(m.roleConfirmTitle, { name: asked?.name ?? '' })}
        description={t(m.roleConfirmText, {
          name: asked?.name ?? '',
          from: asked ? roleName(asked.user.role) : '',
          to: asked ? roleName(asked.role) : '',
        })}
        confirmLabel={t(m.roleConfirm)}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) void changeRole(asked.user, asked.role);
          setAsked(null);
        }}
      />
    </WorkSection>
  );
}
