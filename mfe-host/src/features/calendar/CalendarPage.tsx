import { ComingSoonPage } from '@stays/ui';

/** /host/calendar. Ships with the hosting release; until then an honest notice. */
export default function CalendarPage() {
  return <ComingSoonPage page="Booking Calendar" release="hosting release" />;
}
