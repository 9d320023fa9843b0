import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useFormatters } from '@stays/platform';
import { Badge } from '@stays/ui';
import { Meta, PagedWorkList, WorkSection } from '@stays/ui/portal';
import { StaffInboxDocument } from '../../__generated__/graphql';
import { LoadError } from './layout';
import { m } from './messages';
import { useMarkRead } from './useMarkRead';

export const INBOX_PAGE_SIZE = 20;

const Item = styled.button<{ $unread: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  inline-size: 100%;
  text-align: start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};
  border-inline-start-width: ${({ $unread }) => ($unread ? '4px' : '1px')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : theme.colors.surface)};
  color: inherit;
  font: inherit;
  cursor: ${({ $unread }) => ($unread ? 'pointer' : 'default')};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Title = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/**
 * The inbox (the staff desk's and the staff member's own), a page at a time. A click marks an unread one read:
 * at once on the screen and the header's badge, and kept so even if the call fails (SPEC 4; logged only).
 */
export function NotificationsTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { date } = useFormatters();
  const open = useMarkRead();
  const [offset, setOffset] = useState(0);
  const paging = { offset, pageSize: INBOX_PAGE_SIZE, onOffset: setOffset };
  const { data, loading, error, refetch } = useQuery(StaffInboxDocument, {
    variables: { limit: INBOX_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.notificationPage;

  return (
    <WorkSection
      headingId="staff-notifications-title"
      title={t(m.notificationsTitle)}
      aside={
        page ? (
          <Badge $variant={page.unread ? 'default' : 'secondary'}>
            {t(m.unread, { count: page.unread })}
          </Badge>
        ) : null
      }
    >
      <PagedWorkList
        page={page}
        query={{ loading, error, refetch }}
        paging={paging}
        errorView={LoadError}
        empty={t(m.noNotifications)}
        rowKey={(notification) => notification.id}
        plainRows
      >
        {(notification) => (
          <Item type="button" $unread={!notification.isRead} onClick={() => open(notification)}>
            <Title>
              {notification.isRead ? null : <Badge>{t(m.unreadMark)}</Badge>}
              <bdi>{notification.title}</bdi>
            </Title>
            <span dir="auto">{notification.message}</span>
            <Meta>{date(notification.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</Meta>
          </Item>
        )}
      </PagedWorkList>
    </WorkSection>
  );
}
