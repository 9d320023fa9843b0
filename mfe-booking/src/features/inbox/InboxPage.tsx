import { useParams } from 'react-router-dom';
import { withBookingMessages } from '../../i18n/withBookingMessages';
import { InboxView } from './InboxView';

/**
 * /inbox and /inbox/:id (issue 29): the signed-in user's conversations as guest and as host, and the open one.
 * One module for both paths, so moving between threads keeps the list on screen (the shell keys routes by module).
 */
export function InboxPage() {
  const { id } = useParams();
  return <InboxView openId={id ?? null} />;
}

export default withBookingMessages(InboxPage);
