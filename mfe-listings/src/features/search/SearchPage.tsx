import { withListingsMessages } from '../../i18n/withListingsMessages';
import { useEffect, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container, EmptyState, ErrorState, Spinner } from '@stays/ui';
import { ListingResults } from '../listing';
import { MapSplit, mapMessages, useMapBox, useMapSearch } from '../map';
import { SearchBar } from './SearchBar';
import { DatesCorrected, useCorrectedStayDates } from './DatesCorrected';
import { moveOutOf, readSearch, stayLinkQuery, toISODate } from './searchParams';
import { checkStayDates } from './stayDates';

const Page = styled(Container)`
  display: grid;
  /* One column no wider than the screen: the category chips scroll inside their bar. */
  grid-template-columns: minmax(0, 1fr);
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

/**
 * /search: reads location, dates and guests from the URL (and again on back/forward), with the category bar,
 * filters and sort of the listing (also in the URL) and 'Load More Stays'.
 */
function SearchPage() {
  const [params] = useSearchParams();
  const intl = useIntl();
  const t = intl.formatMessage;
  // Past or reversed dates in the address are corrected (and the page says so) before anything is searched.
  const correction = useCorrectedStayDates();
  const search = useMemo(() => {
    const read = readSearch(params);
    const checked = checkStayDates(read.checkIn, read.checkOut, toISODate(new Date()));
    return { ...read, checkIn: checked.checkIn, checkOut: checked.checkOut };
  }, [params]);
  // Searched on the server: location (part of it, any case, or a region name), guests within maxGuests, and
  // dates that exclude properties with an approved stay overlapping them.
  // The map's box (issue 44), when the reader searched an area of the map.
  const mapBox = useMapBox();
  // A Months search (issue 43) sends the move-in day and the months instead; near a place, each result also has
  // its distance. The server quotes every result whenever a span is given.
  const serverSearch = useMemo(
    () => ({
      ...(search.location.trim() ? { location: search.location.trim() } : {}),
      ...(search.mode === 'months' && search.moveIn
        ? { moveIn: search.moveIn, months: search.months }
        : search.checkIn && search.checkOut
          ? { checkIn: search.checkIn, checkOut: search.checkOut }
          : {}),
      ...(search.near ? { near: search.near } : {}),
      guests: search.guests,
      ...(mapBox.bboxText ? { bbox: mapBox.bboxText } : {}),
    }),
    [search, mapBox.bboxText],
  );
  // A card (and a pin's card) opens its page with the searched stay and place: the page quotes that stay.
  const linkQuery = useMemo(() => stayLinkQuery(search), [search]);
  // The map's pins are the same search with the same filters (its own query: up to 100 pins, not a page).
  const mapSearch = useMapSearch(serverSearch);

  useEffect(() => {
    document.title = t(m.docTitle);
  }, [t]);

  const searchKey = ['location', 'checkIn', 'checkOut', 'guests', 'moveIn', 'months', 'near']
    .map((k) => params.get(k))
    .join('|');
  return (
    <Page>
      {/* Keyed by the search so back/forward refills the form with that entry's values. */}
      <SearchBar key={searchKey} initial={search} />
      <DatesCorrected correction={correction} />
      <div>
        <h1>{t(m.heading)}</h1>
        <Summary>
          {search.location ? <bdi dir="auto">“{search.location}”</bdi> : null}
          {!search.location && mapBox.box ? t(mapMessages.mapArea) : null}
          {search.location || mapBox.box ? ' · ' : null}
          {[
            search.checkIn && search.checkOut && `${search.checkIn} → ${search.checkOut}`,
            search.mode === 'months' &&
              search.moveIn &&
              `${search.moveIn} → ${moveOutOf(search.moveIn, search.months)}`,
            t(m.guests, { count: search.guests }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Summary>
      </div>
      <MapSplit
        search={mapSearch}
        box={mapBox.box}
        bboxText={mapBox.bboxText}
        fitKey={JSON.stringify(mapSearch)}
        byMonth={search.mode === 'months'}
        linkQuery={linkQuery}
        onSearchArea={mapBox.searchArea}
      >
        <ListingResults
          search={serverSearch}
          // How many stays the search found (issue 30 #12), counted by the server.
          withTotal
          headed
          stayMode={search.mode}
          near={search.near || undefined}
          linkQuery={linkQuery}
          columns={3}
          states={{
            loading: () => <Spinner label={t(m.loading)} />,
            error: () => (
              <ErrorState
                message={t(m.failed)}
                retryLabel={t({ id: 'common.retry', defaultMessage: 'Retry' })}
                onRetry={() => window.location.reload()}
              />
            ),
            empty: () => <EmptyState title={t(m.emptyTitle)} message={t(m.emptyText)} />,
          }}
        />
      </MapSplit>
    </Page>
  );
}

// Exposed to the shell, which does not know the listings catalogue: the page loads it for the chosen language.
export default withListingsMessages(SearchPage);
