import { useIntl } from 'react-intl';
import { withHostMessages } from '../../i18n/withHostMessages';
import { HostArea, HostPageLayout, useDocumentTitle } from '../common/HostArea';
import { BookingCalendar } from './BookingCalendar';
import { messages } from './messages';

/** /host/calendar (SPEC 2 'Booking Calendar'), with blocked nights and each property's iCal feed. */
function CalendarPage() {
  const t = useIntl().formatMessage;
  useDocumentTitle(t(messages.title));
  return (
    <HostArea>
      {(user) => (
        <HostPageLayout title={t(messages.title)} subtitle={t(messages.subtitle)} section="calendar">
          <BookingCalendar user={user} />
        </HostPageLayout>
      )}
    </HostArea>
  );
}

export default withHostMessages(CalendarPage);
