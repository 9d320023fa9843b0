import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Avatar,
  Badge,
  Button,
  ButtonLink,
  ChevronIcon,
  EmptyState,
  ErrorState,
  Skeleton,
  StarIcon,
  VisuallyHidden,
} from '@stays/ui';
import { useSession } from '@stays/platform';
import type { ConversationEntryFieldsFragment } from '../../__generated__/graphql';
import { errorCode } from '../shared/errors';
import { Composer } from './Composer';
import { useEntryAmount, useEntryText } from './entries';
import { inboxMessages, threadMessages as m } from './messages';
import { displayName, otherPerson } from './people';
import { ReportDialog } from './ReportDialog';
import { RequestDecision } from './RequestDecision';
import { useThread } from './useThread';
import { When } from './When';

type Entry = ConversationEntryFieldsFragment;

const Frame = styled.section`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Top = styled.header`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block-end: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a {
    color: inherit;
  }
`;

/** Under the name on a phone, so the name and the property keep the width; beside them from a tablet on. */
const TopActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  &:empty {
    display: none;
  }
  ${({ theme }) => theme.media.md} {
    grid-column: auto;
    justify-content: flex-end;
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
  margin-block-end: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Scroller = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  max-block-size: 60vh;
  min-block-size: 12rem;
  overflow-y: auto;
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.xxs};
`;

const Entries = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  display: grid;
  justify-items: ${({ $mine }) => ($mine ? 'end' : 'start')};
  gap: 0.125rem;
  > div {
    max-inline-size: min(34rem, 85%);
    padding-block: ${({ theme }) => theme.space.xs};
    padding-inline: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.sandSoft)};
    color: ${({ theme, $mine }) => ($mine ? theme.colors.primaryInk : theme.colors.text)};
    border: 1px solid ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.border)};
    /* Plain text as written: its own line breaks, long words wrapped. */
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Event = styled.li`
  display: grid;
  justify-items: center;
  gap: 0.125rem;
  text-align: center;
  > div {
    display: grid;
    gap: 0.125rem;
    padding-block: ${({ theme }) => theme.space.xs};
    padding-inline: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px dashed ${({ theme }) => theme.colors.sandDeep};
    background: ${({ theme }) => theme.colors.background};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
  q {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Stars = styled.span`
  display: inline-flex;
  justify-content: center;
  gap: 0.125rem;
  color: ${({ theme }) => theme.colors.coral};
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Center = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One conversation: its entries oldest to newest, 'Seen', the composer, and the report action. */
export function Thread({ id }: { id: string }) {
  const t = useIntl().formatMessage;
  const { user } = useSession();
  const thread = useThread(id);
  const [reporting, setReporting] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const newest = thread.entries[thread.entries.length - 1]?.id;

  // The newest entry in view on open and when one arrives; not when older ones are added above.
  useEffect(() => {
    const box = scroller.current;
    if (box && newest) box.scrollTop = box.scrollHeight;
  }, [newest]);

  if (thread.loading)
    return (
      <Frame aria-busy="true">
        <Skeleton style={{ blockSize: '3rem' }} />
        <Skeleton style={{ blockSize: '14rem' }} />
        <Skeleton style={{ blockSize: '5rem' }} />
      </Frame>
    );
  const { conversation } = thread;
  if (!conversation) {
    const code = errorCode(thread.error);
    if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT')
      return (
        <EmptyState
          title={t(m.notFoundTitle)}
          message={t(m.notFoundText)}
          action={<ButtonLink to="/inbox">{t(m.back)}</ButtonLink>}
        />
      );
    return (
      <ErrorState
        message={t(m.loadFailed, { message: thread.error?.message ?? '' })}
        onRetry={thread.retry}
        retryLabel={t(inboxMessages.retry)}
      />
    );
  }

  const other = otherPerson(conversation, user?.id);
  const name = displayName(other) || t(inboxMessages.someone);
  const title = conversation.property?.title ?? t(inboxMessages.removedProperty);
  const participant = thread.role !== 'reader';
  const lastMine = [...thread.entries].reverse().find((e) => e.kind === 'message' && e.senderId === user?.id);
  const seen =
    lastMine && conversation.otherReadAt
      ? Date.parse(conversation.otherReadAt) >= Date.parse(lastMine.createdAt)
      : false;

  return (
    <Frame aria-labelledby={`thread-${id}`}>
      <div>
        <Back to="/inbox">
          <ChevronIcon direction="left" aria-hidden="true" />
          {t(m.back)}
        </Back>
        <Top>
          <Avatar name={name} src={other.profileImageUrl} />
          <div>
            <h2 id={`thread-${id}`} dir="auto">
              {name}
            </h2>
            <p dir="auto">
              <Link to={`/property/${conversation.propertyId}`}>{t(m.about, { title })}</Link>
            </p>
          </div>
          <TopActions>
            {conversation.reported ? <Badge $variant="warning">{t(m.reported)}</Badge> : null}
            {participant && !conversation.reported ? (
              <Button type="button" $variant="ghost" $size="sm" onClick={() => setReporting(true)}>
                {t(m.report)}
              </Button>
            ) : null}
          </TopActions>
        </Top>
      </div>
      <Scroller ref={scroller} tabIndex={0} aria-label={t(m.with, { name })}>
        {thread.hasOlder ? (
          <Center>
            <Button
              type="button"
              $variant="outline"
              $size="sm"
              onClick={() => void thread.loadOlder()}
              disabled={thread.loadingOlder}
            >
              {thread.loadingOlder ? t(inboxMessages.loadingMore) : t(m.loadOlder)}
            </Button>
            {thread.olderError ? <Meta role="alert">{t(m.loadOlderFailed)}</Meta> : null}
          </Center>
        ) : null}
        <Entries>
          {thread.entries.map((entry) =>
            entry.kind === 'message' ? (
              <MessageEntry
                key={entry.id}
                entry={entry}
                mine={entry.senderId === user?.id}
                name={
                  entry.senderId === conversation.hostId
                    ? displayName(conversation.host)
                    : displayName(conversation.guest)
                }
                seen={seen && entry.id === lastMine?.id}
              />
            ) : (
              <EventEntry
                key={entry.id}
                entry={entry}
                // The host decides a request where it sits (issue 46 #7).
                decide={
                  thread.role === 'host' && entry.kind === 'request' && entry.bookingId
                    ? { bookingId: entry.bookingId, guest: displayName(conversation.guest) || name }
                    : null
                }
              />
            ),
          )}
        </Entries>
      </Scroller>
      {participant ? <Composer onSend={thread.send} /> : <Note role="note">{t(m.readOnly)}</Note>}
      {participant ? <ReportDialog id={id} open={reporting} onClose={() => setReporting(false)} /> : null}
    </Frame>
  );
}

function MessageEntry({
  entry,
  mine,
  name,
  seen,
}: {
  entry: Entry;
  mine: boolean;
  name: string;
  seen: boolean;
}) {
  const t = useIntl().formatMessage;
  return (
    <Bubble $mine={mine}>
      <VisuallyHidden>
        {mine ? t(m.youWrote) : t(m.sender, { name: name || t(inboxMessages.someone) })}
      </VisuallyHidden>
      <div dir="auto">{entry.body}</div>
      <Meta>
        <When iso={entry.createdAt} />
        {seen ? ` · ${t(m.seen)}` : null}
      </Meta>
    </Bubble>
  );
}

function EventEntry({
  entry,
  decide,
}: {
  entry: Entry;
  decide: { bookingId: string; guest: string } | null;
}) {
  const text = useEntryText();
  const amount = useEntryAmount();
  const money = amount(entry);
  return (
    <Event>
      <div>
        <strong>{text(entry)}</strong>
        {entry.kind === 'review' && entry.rating ? (
          <Stars aria-hidden="true">
            {Array.from({ length: entry.rating }, (_, index) => (
              <StarIcon key={index} size={14} />
            ))}
          </Stars>
        ) : null}
        {money ? <span>{money}</span> : null}
        {entry.body ? <q dir="auto">{entry.body}</q> : null}
        {decide ? <RequestDecision bookingId={decide.bookingId} guest={decide.guest} /> : null}
      </div>
      <Meta>
        <When iso={entry.createdAt} />
      </Meta>
    </Event>
  );
}
