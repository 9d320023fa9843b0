import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, Badge, Button, ImageWithFallback } from '@stays/ui';
import { useSession } from '@stays/platform';
import type { ConversationRowFieldsFragment } from '../../__generated__/graphql';
import { useEntryText } from './entries';
import { inboxMessages as m } from './messages';
import { displayName, otherPerson, roleIn } from './people';
import { When } from './When';

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Row = styled(NavLink)<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm};
  color: inherit;
  text-decoration: none;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.sandSoft : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &.active {
    background: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
  [dir='rtl'] &.active {
    box-shadow: inset -3px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

const Text = styled.div`
  display: grid;
  gap: 0.125rem;
  min-inline-size: 0;
  p {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Name = styled.p<{ $unread: boolean }>`
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.semibold)};
  color: ${({ theme }) => theme.colors.ink};
`;

const Small = styled.p<{ $strong?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $strong }) => ($strong ? theme.colors.text : theme.colors.muted)};
  font-weight: ${({ theme, $strong }) => ($strong ? theme.fontWeights.medium : 'inherit')};
`;

const Side = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  img {
    inline-size: 3rem;
    block-size: 2.25rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-inline-size: 1.375rem;
  block-size: 1.375rem;
  padding-inline: 0.375rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.coral};
  color: ${({ theme }) => theme.colors.primaryInk};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Tags = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space.sm};
`;

export interface ConversationListProps {
  items: readonly ConversationRowFieldsFragment[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The caller's conversations, newest first, each a link to its thread. */
export function ConversationList({ items, hasMore, loadingMore, onLoadMore }: ConversationListProps) {
  const t = useIntl().formatMessage;
  return (
    <div>
      <List aria-label={t(m.title)}>
        {items.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow conversation={conversation} />
          </li>
        ))}
      </List>
      {hasMore ? (
        <More>
          <Button $variant="outline" $size="sm" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? t(m.loadingMore) : t(m.loadMore)}
          </Button>
        </More>
      ) : null}
    </div>
  );
}

function ConversationRow({ conversation }: { conversation: ConversationRowFieldsFragment }) {
  const t = useIntl().formatMessage;
  const { user } = useSession();
  const entryText = useEntryText();
  const role = roleIn(conversation, user?.id);
  const other = otherPerson(conversation, user?.id);
  const name = displayName(other) || t(m.someone);
  const title = conversation.property?.title ?? t(m.removedProperty);
  const last = conversation.lastEntry;
  const unread = conversation.unreadCount > 0;
  const lastText = last
    ? last.kind === 'message' && last.senderId === user?.id
      ? // What they wrote keeps its own direction inside 'You: …' of the other one (an English full stop stays at
        // the end of the English words in an Arabic list).
        t(m.you, { text: <bdi dir="auto">{entryText(last)}</bdi> })
      : entryText(last)
    : t(m.noEntries);
  return (
    <Row to={`/inbox/${conversation.id}`} $unread={unread}>
      <Avatar name={name} src={other.profileImageUrl} />
      <Text>
        <Name $unread={unread} dir="auto">
          {name}
        </Name>
        <Tags>
          <Badge $variant={role === 'host' ? 'default' : 'secondary'}>
            {t(role === 'host' ? m.asHost : m.asGuest)}
          </Badge>
          <Small dir="auto">{title}</Small>
        </Tags>
        <Small $strong={unread} dir="auto">
          {lastText}
        </Small>
      </Text>
      <Side>
        <ImageWithFallback src={conversation.property?.images[0] ?? ''} alt="" />
        <When iso={last?.createdAt ?? conversation.updatedAt} />
        {unread ? (
          <Count aria-label={t(m.unread, { count: conversation.unreadCount })}>
            {conversation.unreadCount}
          </Count>
        ) : null}
      </Side>
    </Row>
  );
}
