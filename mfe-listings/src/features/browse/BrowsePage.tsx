import { withListingsMessages } from '../../i18n/withListingsMessages';
import { useIntl } from 'react-intl';
import { ComingSoon, Container } from '@stays/ui';

/** /browse: the filter chips and filters dialog ship with the browse release. */
function BrowsePage() {
  const intl = useIntl();
  return (
    <Container style={{ paddingBlock: '3rem' }}>
      <ComingSoon
        page={intl.formatMessage({ id: 'browse.page', defaultMessage: 'Browse' })}
        release={intl.formatMessage({ id: 'browse.release', defaultMessage: 'browse and filters release' })}
      />
    </Container>
  );
}

// Exposed to the shell, which does not know the listings catalogue: the page loads it for the chosen language.
export default withListingsMessages(BrowsePage);
