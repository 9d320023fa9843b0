import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { EmptyState, ErrorState, VisuallyHidden } from '@stays/ui';
import { CategoryBar, isFiltered, serverFilters, SortMenu, useListingFilters } from '../filters';
import { PagedPropertyGrid } from './PagedPropertyGrid';
import { PropertyGridSkeleton } from './PropertyGrid';
import { usePropertyPages } from './usePropertyPages';
import type { PropertyPageQueryVariables } from '../../__generated__/graphql';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const m = defineMessages({
  loading: { id: 'landing.loading', defaultMessage: 'Loading properties...' },
  error: { id: 'landing.error', defaultMessage: 'Error: {message}' },
  failed: { id: 'landing.failed', defaultMessage: 'Failed to fetch approved properties' },
  count: {
    id: 'landing.count',
    defaultMessage: '{count, plural, one {# verified stay} other {# verified stays}}',
  },
  filtered: { id: 'landing.filtered', defaultMessage: '• Filtered' },
  filteredEmptyTitle: { id: 'landing.filteredEmptyTitle', defaultMessage: 'No properties found' },
  filteredEmptyText: {
    id: 'landing.filteredEmptyText',
    defaultMessage:
      'No properties match your current filters. Try removing some filters or check back later!',
  },
  oneFilterEmptyText: {
    id: 'landing.oneFilterEmptyText',
    defaultMessage: 'No stays of this kind are listed yet. Try another category or check back later!',
  },
  emptyTitle: { id: 'landing.emptyTitle', defaultMessage: 'No Properties Available' },
  emptyText: {
    id: 'landing.emptyText',
    defaultMessage: 'There are currently no approved properties to display.',
  },
  heading: { id: 'listing.resultsHeading', defaultMessage: 'Matching stays' },
});

export interface ListingResultsProps {
  /** The part of the search that is not a listing filter: location, dates, guests (the search and browse pages). */
  search?: Omit<PropertyPageQueryVariables, 'limit' | 'offset' | 'withTotal'>;
  /** 'N verified stays' (a server count) on the landing and browse pages. */
  withTotal?: boolean;
  columns?: 3 | 4;
  /**
   * A heading over the results for screen readers, on a page whose cards (their titles are h3) would otherwise
   * follow its h1 directly: the search and browse pages (axe heading-order).
   */
  headed?: boolean;
  /** A Months search shows monthly prices on the cards. */
  stayMode?: 'nights' | 'months';
  /** The place of a search near one: cards say how far each stay is from it. */
  near?: string;
  /** What each card's link carries to the property page (the search's stay and place). */
  linkQuery?: string;
  /** Replaces the loading, error and empty states (the search page's own words). */
  states?: Partial<Record<'loading' | 'error' | 'empty', (detail: { message: string }) => ReactNode>>;
}

/**
 * The category bar, the count with '• Filtered', the Sort menu and one server search a page at a time with
 * 'Load More Stays': the landing's 'All verified stays', the search results and /browse. The filters and the
 * sort live in the address.
 */
export function ListingResults({
  search,
  withTotal = false,
  columns = 4,
  headed = false,
  states = {},
  stayMode = 'nights',
  near,
  linkQuery,
}: ListingResultsProps) {
  const t = useIntl().formatMessage;
  const [filters, setFilters] = useListingFilters();
  const pages = usePropertyPages({
    ...search,
    ...serverFilters(filters),
    ...(withTotal ? { withTotal } : {}),
  });
  const { data, properties, total, loading, error, refetch } = pages;
  const filtered = isFiltered(filters);

  let body: ReactNode;
  if (loading && !data) {
    body = states.loading?.({ message: '' }) ?? (
      <>
        <VisuallyHidden role="status">{t(m.loading)}</VisuallyHidden>
        <PropertyGridSkeleton columns={columns} />
      </>
    );
  } else if (error && !data) {
    body = states.error?.({ message: t(m.failed) }) ?? (
      <ErrorState
        // SPEC 8's words, never a library's text ('Response not successful: ...').
        message={t(m.error, { message: t(m.failed) })}
        retryLabel={t({ id: 'common.retry', defaultMessage: 'Retry' })}
        // Reads are never retried on their own (SPEC 7); the user asks for it here.
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  } else if (properties.length === 0) {
    body =
      states.empty?.({ message: '' }) ??
      (filters.filters.length > 0 || filters.saved || filtered ? (
        <EmptyState
          title={t(m.filteredEmptyTitle)}
          message={t(filtered ? m.filteredEmptyText : m.oneFilterEmptyText)}
        />
      ) : (
        <EmptyState title={t(m.emptyTitle)} message={t(m.emptyText)} />
      ));
  } else {
    body = (
      <PagedPropertyGrid
        pages={pages}
        columns={columns}
        stayMode={stayMode}
        near={near}
        linkQuery={linkQuery}
      />
    );
  }

  return (
    <>
      {headed ? <VisuallyHidden as="h2">{t(m.heading)}</VisuallyHidden> : null}
      <CategoryBar value={filters} onChange={setFilters} />
      <Head>
        <Count role="status">
          {data && withTotal ? t(m.count, { count: total ?? properties.length }) : null}
          {data && withTotal && filtered ? ` ${t(m.filtered)}` : null}
        </Count>
        <SortMenu value={filters.sort} onChange={(sort) => setFilters({ ...filters, sort })} />
      </Head>
      {/* Busy until the list shows the answer to the current search (a new search, a filter, its render). */}
      <div data-testid="listing-results" aria-busy={loading}>
        {body}
      </div>
    </>
  );
}
