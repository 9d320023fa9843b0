import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@stays/ui';
import { ListingResults } from '../listing';
import { MapSplit, useMapSearch, withArea } from '../map';
import { SEARCH_PATH } from '../search';

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space.xl};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin-block-end: ${({ theme }) => theme.space.sm};
  }
`;

export const ALL_STAYS_ID = 'all-stays';

const NO_SEARCH = {};

/**
 * 'All verified stays': the category bar and filters, the count ('N verified stays', '• Filtered'), the
 * Sort menu, and the approved properties a page at a time with 'Load More Stays'. On a wide screen the list sits
 * beside the map of the same stays (the search's map: its pins, clusters and linked cards), whose code loads when
 * the section comes near the screen; a phone shows the list alone. "Search this area" opens the search of that box.
 */
export function VerifiedStays() {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mapSearch = useMapSearch(NO_SEARCH);
  return (
    <Section aria-labelledby="all-stays-title" id={ALL_STAYS_ID}>
      <Container>
        <h2 id="all-stays-title">{t({ id: 'landing.allTitle', defaultMessage: 'All verified stays' })}</h2>
        <MapSplit
          belowTheFold
          search={mapSearch}
          box={null}
          bboxText={null}
          fitKey={JSON.stringify(mapSearch)}
          onSearchArea={(box) => navigate(`${SEARCH_PATH}?${withArea(params, box).toString()}`)}
        >
          <ListingResults withTotal columns={3} />
        </MapSplit>
      </Container>
    </Section>
  );
}
