import { withListingsMessages } from '../../i18n/withListingsMessages';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Hero } from './Hero';
import { VerifiedStays } from './VerifiedStays';

/** The landing page (/ and /home): hero with search, then every verified stay. */
function HomePage() {
  const intl = useIntl();
  useEffect(() => {
    document.title = intl.formatMessage({
      id: 'landing.docTitle',
      defaultMessage: 'Stays: find your perfect stay',
    });
  }, [intl]);
  return (
    <>
      <Hero />
      <VerifiedStays />
    </>
  );
}

// Exposed to the shell, which does not know the listings catalogue: the page loads it for the chosen language.
export default withListingsMessages(HomePage);
