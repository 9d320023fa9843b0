import { withListingsMessages } from '../../i18n/withListingsMessages';
import { useEffect, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@stays/ui';
import { ListingResults } from '../listing';
import { readSearch } from '../search';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
    margin-block-end: ${({ theme }) => theme.space.xs};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const m = defineMessages({
  docTitle: { id: 'browse.docTitle', defaultMessage: 'Browse stays · Stays' },
  title: { id: 'browse.title', defaultMessage: 'Browse stays' },
  intro: { id: 'browse.intro', defaultMessage: 'Every verified stay, by category, price and amenities.' },
  near: { id: 'browse.near', defaultMessage: 'Stays matching “{location}”' },
});

/**
 * /browse (SPEC 2): the chip row and the filters dialog over the server search, with location, dates and
 * guests read from the address (a location is matched in lower case) and 'Load More Stays'.
 */
function BrowsePage() {
  const t = useIntl().formatMessage;
  const [params] = useSearchParams();
  const search = useMemo(() => readSearch(params), [params]);
  const serverSearch = useMemo(
    () => ({
      ...(search.location.trim() ? { location: search.location.trim().toLowerCase() } : {}),
      ...(search.checkIn && search.checkOut ? { checkIn: search.checkIn, checkOut: search.checkOut } : {}),
      ...(params.get('guests') ? { guests: search.guests } : {}),
    }),
    [search, params],
  );
  useEffect(() => {
    document.title = t(m.docTitle);
  }, [t]);
  return (
    <Page>
      <h1>{t(m.title)}</h1>
      <p>
        {serverSearch.location ? (
          <bdi dir="auto">{t(m.near, { location: serverSearch.location })}</bdi>
        ) : (
          t(m.intro)
        )}
      </p>
      <ListingResults search={serverSearch} withTotal headed />
    </Page>
  );
}

// Exposed to the shell, which does not know the listings catalogue: the page loads it for the chosen language.
export default withListingsMessages(BrowsePage);
