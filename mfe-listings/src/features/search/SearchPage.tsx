import { useEffect, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container, EmptyState, ErrorState, Spinner } from '@stays/ui';
import { APPROVED_PROPERTIES } from '../listing/listing.graphql';
import { PropertyGrid } from '../listing/PropertyGrid';
import { filterProperties } from './filterProperties';
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

/** /search: reads location, dates and guests from the URL (and again on back/forward). */
export default function SearchPage() {
  const [params] = useSearchParams();
  const search = useMemo(() => readSearch(params), [params]);
  const { data, loading, error, refetch } = useQuery(APPROVED_PROPERTIES);
  const results = useMemo(() => filterProperties(data?.properties ?? [], search), [data, search]);

  useEffect(() => {
    document.title = 'Search Results · Stays';
  }, []);

  let body;
  if (loading && !data) body = <Spinner label="Loading..." />;
  else if (error && !data)
    body = (
      <ErrorState
        message={error.message || 'Failed to fetch search results'}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  else if (results.length === 0)
    body = (
      <EmptyState
        title="No properties found matching your criteria."
        message="Try another destination or fewer guests."
      />
    );
  else body = <PropertyGrid properties={results} columns={3} />;

  return (
    <Page>
      {/* Keyed by the query string so back/forward refills the form with that entry's values. */}
      <SearchBar key={params.toString()} initial={search} />
      <div>
        <h1>Search Results</h1>
        <Summary>
          {[
            search.location && `“${search.location}”`,
            search.checkIn && search.checkOut && `${search.checkIn} → ${search.checkOut}`,
            `${search.guests} ${search.guests === 1 ? 'guest' : 'guests'}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Summary>
      </div>
      {body}
    </Page>
  );
}
