import { useEffect } from 'react';
import { Hero } from './Hero';
import { VerifiedStays } from './VerifiedStays';

/** The landing page (/ and /home): hero with search, then every verified stay. */
export default function HomePage() {
  useEffect(() => {
    document.title = 'Stays: find your perfect stay';
  }, []);
  return (
    <>
      <Hero />
      <VerifiedStays />
    </>
  );
}
