import { withListingsMessages } from '../../i18n/withListingsMessages';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { AfterFirstPaint } from '@stays/ui';
import { Destinations } from './Destinations';
import { FeaturedStays } from './FeaturedStays';
import { Hero } from './Hero';
import { CallToAction, StatTiles } from './Highlights';
import { VerifiedStays } from './VerifiedStays';

/**
 * The landing page (/ and /home, SPEC 2): hero with search, featured stays, the destination carousel, the
 * statistic tiles, every verified stay with the category bar, filters and sort, and the signed-in cards.
 * What a phone shows first (the hero and the featured stays) renders first; the sections below it follow in
 * slices, so the first card paints sooner and the page answers a tap while the rest is built. On a page the
 * server drew, each section below hydrates on its own when it comes near the screen.
 */
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
      <FeaturedStays />
      <AfterFirstPaint>
        <Destinations />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <StatTiles />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <VerifiedStays />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <CallToAction />
      </AfterFirstPaint>
    </>
  );
}

// Exposed to the shell, which does not know the listings catalogue: the page loads it for the chosen language.
export default withListingsMessages(HomePage);
