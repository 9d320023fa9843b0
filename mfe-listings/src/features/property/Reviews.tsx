import { useIntl } from 'react-intl';
import { useState } from 'react';
import styled from 'styled-components';
import { fullNameOf } from '@stays/contracts';
import { Button } from '@stays/ui';
import { formatDate, useLanguage } from '@stays/platform';
import type { ReviewFieldsFragment } from '../../__generated__/graphql';
import { propertyMessages as m } from './messages';

export const REVIEWS_SHOWN = 6;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.ink};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Initial = styled.span`
  display: grid;
  place-items: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.coral};
  letter-spacing: 0.1em;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** The first six reviews, and 'Show all N reviews' to reveal the rest. */
export function Reviews({ reviews }: { reviews: readonly ReviewFieldsFragment[] }) {
  const [all, setAll] = useState(false);
  const { intlLocale } = useLanguage();
  const t = useIntl().formatMessage;
  if (reviews.length === 0) return <Muted>{t(m.noReviews)}</Muted>;
  const shown = all ? reviews : reviews.slice(0, REVIEWS_SHOWN);
  return (
    <>
      <List>
        {shown.map((r) => {
          const name = fullNameOf(r.user, t(m.guest));
          const rating = Math.max(0, Math.min(5, Math.round(r.rating)));
          return (
            <Item key={r.id}>
              <Who>
                <Initial aria-hidden="true">{name.charAt(0).toUpperCase()}</Initial>
                <div>
                  <strong>{name}</strong>
                  <small>{formatDate(r.createdAt, intlLocale, { month: 'long', year: 'numeric' })}</small>
                </div>
              </Who>
              <Stars role="img" aria-label={t(m.stars, { rating })}>
                {'★'.repeat(rating)}
                {'☆'.repeat(5 - rating)}
              </Stars>
              {r.comment ? <p>{r.comment}</p> : null}
            </Item>
          );
        })}
      </List>
      {!all && reviews.length > REVIEWS_SHOWN ? (
        <Button $variant="outline" onClick={() => setAll(true)} style={{ marginBlockStart: '1.5rem' }}>
          {t(m.showAllReviews, { count: reviews.length })}
        </Button>
      ) : null}
    </>
  );
}
