import { withListingsMessages } from '../../i18n/withListingsMessages';
import { useEffect, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container, EmptyState, ErrorState, Spinner } from '@stays/ui';
import { PagedPropertyGrid } from '../listing/PagedPropertyGrid';
import { usePropertyPages } from '../listing/usePropertyPages';
import { SearchBar } from './SearchBar';
import { readSearch } from './searchParams';

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
  }
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const m = defineMessages({
  docTitle: { id: 'searchPage.docTitle', defaultMessage: 'Search Results · Stays' },
  loading: { id: 'searchPage.loading', defaultMessage: 'Loading...' },
  failed: { id: 'searchPage.failed', defaultMessage: 'Failed to fetch search results' },
  emptyTitle: { id: 'searchPage.emptyTitle', defaultMessage: 'No properties found matching your criteria.' },
  emptyText: { id: 'searchPage.emptyText', defaultMessage: 'Try another destination or fewer guests.' },
  heading: { id: 'searchPage.heading', defaultMessage: 'Search Results' },
  guests: { id: 'searchPage.guests', defaultMessage: '{count, plural, one {# guest} other {# guests}}' },
});

/** /search: reads location, dates and guests from the URL (and again on back/forward). */
function SearchPage() {
  const [params] = useSearchParams();
  const t = useIntl().formatMessage;
  const search = useMemo(() => readSearch(params), [params]);
  // Searched on the server: location (part of it, any case), guests within maxGuests, and dates that exclude
  // properties with an approved stay overlapping them.
  const serverSearch = useMemo(
    () => ({
      ...(search.location.trim() ? { location: search.location.trim() } : {}),
      ...(search.checkIn && search.checkOut ? { checkIn: search.checkIn, checkOut: search.checkOut } : {}),
      guests: search.guests,
    }),
    [search],
  );
  const pages = usePropertyPages(serverSearch);
  const { data, properties: results, loading, error, refetch } = pages;

  useEffect(() => {
    document.title = t(m.docTitle);
  }, [t]);

  let body;
  if (loading && !data) body = <Spinner label={t(m.loading)} />;
  else if (error && !data)
    body = (
      <ErrorState
        message={error.message || t(m.failed)}
        retryLabel={t({ id: 'common.retry', defaultMessage: 'Retry' })}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  else if (results.length === 0) body = <EmptyState title={t(m.emptyTitle)} message={t(m.emptyText)} />;
  else body = <PagedPropertyGrid pages={pages} columns={3} />;

  return (
    <Page>
      {/* Keyed by the query string so back/forward refills the form with that entry's values. */}
      <SearchBar key={params.toString()} initial={search} />
      <div>
        <h1>{t(m.heading)}</h1>
        <Summary>
          {[
            search.location && `“${search.location}”`,
            search.checkIn && search.checkOut && `${search.checkIn} → ${search.checkOut}`,
            t(m.guests, { count: search.guests }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Summary>
      </div>
      {body}
    </Page>
  );
}

// Exposed to the shell, which does not know the listings catalogue: the page loads it for the chosen language.
export default withListingsMessages(SearchPage);
