import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink, Container, EmptyState, ErrorState, Skeleton } from '@stays/ui';
import { useSession, userCan } from '@stays/platform';
import { ConversationList } from './ConversationList';
import { inboxMessages as m } from './messages';
import { SignedOutState } from '../shared/SignedOutState';
import { Thread } from './Thread';
import { useConversations } from './useConversations';

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl};
  h1 {
    margin: 0;
  }
`;

/** On a phone an open thread takes the screen (its back link leads to the list); the heading stays for screen readers. */
const Heading = styled.header<{ $threadOpen: boolean }>`
  ${({ $threadOpen, theme }) =>
    $threadOpen
      ? `
    @media (max-width: ${theme.breakpoints.md - 1}px) {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }`
      : ''}
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Phone: the list, or the open thread alone. From a tablet on: the list beside the open thread. */
const Panes = styled.div<{ $open: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  > :first-child {
    display: ${({ $open }) => ($open ? 'none' : 'block')};
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(17rem, 24rem) minmax(0, 1fr);
    > :first-child {
      display: block;
    }
  }
`;

const Placeholder = styled.div`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: grid;
    place-items: center;
    min-block-size: 16rem;
    border: 1px dashed ${({ theme }) => theme.colors.sandDeep};
    border-radius: ${({ theme }) => theme.radii.lg};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** /inbox and /inbox/:id: the signed-in user's conversations, and the chosen one beside them. */
export function InboxView({ openId }: { openId: string | null }) {
  const t = useIntl().formatMessage;
  const { isAuthenticated, user } = useSession();
  // Staff and admins have no conversations of their own; they open a reported thread from the staff desk: the
  // ones who may read a reported thread without taking part in it.
  const reader = userCan('conversation.read', user, { status: 'reported' });
  return (
    <Page>
      <Heading $threadOpen={isAuthenticated && openId !== null}>
        <h1>{t(m.title)}</h1>
        <Muted>{t(m.subtitle)}</Muted>
      </Heading>
      {!isAuthenticated ? (
        <SignedOutState title={t(m.signInTitle)} message={t(m.signInText)} />
      ) : reader && openId ? (
        <Thread key={openId} id={openId} />
      ) : (
        <Panes $open={openId !== null}>
          <Conversations />
          {openId ? <Thread key={openId} id={openId} /> : <Placeholder>{t(m.choose)}</Placeholder>}
        </Panes>
      )}
    </Page>
  );
}

function Conversations() {
  const t = useIntl().formatMessage;
  const list = useConversations();
  if (list.loading)
    return (
      <div aria-busy="true">
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} style={{ blockSize: '4.5rem', marginBlockEnd: '0.5rem' }} />
        ))}
      </div>
    );
  if (!list.page)
    return (
      <ErrorState
        message={t(m.loadFailed, { message: list.error?.message ?? '' })}
        onRetry={list.retry}
        retryLabel={t(m.retry)}
      />
    );
  if (list.page.items.length === 0)
    return (
      <EmptyState
        title={t(m.emptyTitle)}
        message={t(m.emptyText)}
        action={<ButtonLink to="/">{t(m.browse)}</ButtonLink>}
      />
    );
  return (
    <div>
      <Muted style={{ marginBlockEnd: '0.5rem' }}>
        {t(m.count, { count: list.page.total })}
        {list.page.unread > 0 ? ` · ${t(m.unread, { count: list.page.unread })}` : ''}
      </Muted>
      <ConversationList
        items={list.page.items}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
      />
    </div>
  );
}
