import { ComingSoonPage } from '@stays/ui';

/** /trips: the guest's own bookings. Ships with the booking release; until then an honest notice. */
export default function TripsPage() {
  return <ComingSoonPage page="Your Trips" release="booking release" />;
}
