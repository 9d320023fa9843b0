import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { VisuallyHidden } from '@stays/ui';

export const memberMessages = defineMessages({
  inbox: { id: 'nav.inbox', defaultMessage: 'Inbox' },
  unread: {
    id: 'nav.unread',
    defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}',
  },
  trips: { id: 'nav.trips', defaultMessage: 'Trips' },
  saved: { id: 'nav.saved', defaultMessage: 'Saved' },
});

/** The guest's saved stays: the search with its 'Saved' filter on (mfe-listings filterState). */
export const SAVED_PATH = '/search?saved=1';

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-inline-size: 1.25rem;
  block-size: 1.25rem;
  margin-inline-start: ${({ theme }) => theme.space.xxs};
  padding-inline: 0.3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.coral};
  color: ${({ theme }) => theme.colors.primaryInk};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
`;

/** The count a badge shows: the number up to 99, then 99+. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The unread badge: the count for the eye, the whole sentence for a screen reader. `quiet` leaves the sentence
 * to the control's own label (a button named by aria-label must carry the count there).
 */
export function UnreadBadge({ count, quiet = false }: { count: number; quiet?: boolean }) {
  const t = useIntl().formatMessage;
  if (count <= 0) return null;
  return (
    <>
      <Count aria-hidden="true" data-testid="unread-badge">
        {badgeText(count)}
      </Count>
      {quiet ? null : <VisuallyHidden>{`, ${t(memberMessages.unread, { count })}`}</VisuallyHidden>}
    </>
  );
}

export interface MemberLinksProps {
  /** The header's link component (its look and active state). */
  Item: (props: { to: string; children: ReactNode }) => ReactNode;
  /** Guests (visitors) also get Trips and Saved. */
  guest: boolean;
  unread: number;
}

/** The signed-in user's links: Inbox with its unread badge for everyone, Trips and Saved for guests. */
export function MemberLinks({ Item, guest, unread }: MemberLinksProps) {
  const t = useIntl().formatMessage;
  return (
    <>
      {guest ? (
        <>
          <Item to="/trips">{t(memberMessages.trips)}</Item>
          <Item to={SAVED_PATH}>{t(memberMessages.saved)}</Item>
        </>
      ) : null}
      <Item to="/inbox">
        {t(memberMessages.inbox)}
        <UnreadBadge count={unread} />
      </Item>
    </>
  );
}
