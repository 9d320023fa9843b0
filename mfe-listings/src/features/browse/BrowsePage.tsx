import { useIntl } from 'react-intl';
import { ComingSoon, Container } from '@stays/ui';

/** /browse: the filter chips and filters dialog ship with the browse release. */
export default function BrowsePage() {
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
