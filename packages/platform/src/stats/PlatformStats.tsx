import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Skeleton } from '@stays/ui';
import { PlatformStatsDocument } from '../__generated__/graphql';
import { useGraphRead } from '../read/GraphClient';

// The figures the landing and the sign-in page show, from the server's counts (issue 30 #7): one component, so
// the two pages can never disagree, and nothing shown that the data does not hold.

export const platformStatsMessages = defineMessages({
  title: { id: 'platformStats.title', defaultMessage: 'Stays in numbers' },
  verifiedStays: {
    id: 'platformStats.verifiedStays',
    defaultMessage: '{count, plural, one {Verified stay} other {Verified stays}}',
  },
  guestsHosted: {
    id: 'platformStats.guestsHosted',
    defaultMessage: '{count, plural, one {Guest hosted} other {Guests hosted}}',
  },
  averageRating: { id: 'platformStats.averageRating', defaultMessage: 'Average rating' },
  noRating: { id: 'platformStats.noRating', defaultMessage: 'No reviews yet' },
  verifiedHosts: {
    id: 'platformStats.verifiedHosts',
    defaultMessage: '{count, plural, one {Verified host} other {Verified hosts}}',
  },
});

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(var(--stats-columns, 4), minmax(0, 1fr));
  }
  li {
    display: grid;
    justify-items: center;
    align-content: center;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.sandSoft};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.primary};
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface PlatformStatsListProps {
  /** Tiles per row from the md breakpoint (4 on the landing, 2 beside a form). */
  columns?: 2 | 4;
  className?: string;
}

/**
 * Verified stays, guests hosted, the average rating and verified hosts as the server counts them. While they load
 * the tiles hold their place; if they cannot be loaded nothing is shown (no figure is ever made up).
 */
export function PlatformStatsList({ columns = 4, className }: PlatformStatsListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, error } = useGraphRead(PlatformStatsDocument);
  if (error && !data) return null;
  const stats = data?.platformStats;
  const number = (value: number) => intl.formatNumber(value);
  const tiles = stats
    ? [
        {
          key: 'stays',
          value: number(stats.verifiedStays),
          label: t(platformStatsMessages.verifiedStays, { count: stats.verifiedStays }),
        },
        {
          key: 'guests',
          value: number(stats.guestsHosted),
          label: t(platformStatsMessages.guestsHosted, { count: stats.guestsHosted }),
        },
        stats.averageRating === null || stats.averageRating === undefined
          ? { key: 'rating', value: '—', label: t(platformStatsMessages.noRating) }
          : {
              key: 'rating',
              value: `★ ${intl.formatNumber(stats.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`,
              label: t(platformStatsMessages.averageRating),
            },
        {
          key: 'hosts',
          value: number(stats.verifiedHosts),
          label: t(platformStatsMessages.verifiedHosts, { count: stats.verifiedHosts }),
        },
      ]
    : null;
  return (
    <List
      aria-label={t(platformStatsMessages.title)}
      aria-busy={tiles ? undefined : true}
      className={className}
      style={{ ['--stats-columns' as string]: columns }}
      data-testid="platform-stats"
    >
      {tiles
        ? tiles.map((tile) => (
            <li key={tile.key}>
              <strong>{tile.value}</strong>
              <small>{tile.label}</small>
            </li>
          ))
        : Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton style={{ inlineSize: '3rem', blockSize: '2rem' }} />
              <Skeleton style={{ inlineSize: '6rem', blockSize: '1rem' }} />
            </li>
          ))}
    </List>
  );
}
