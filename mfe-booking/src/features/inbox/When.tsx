import { useIntl } from 'react-intl';
import { inboxMessages as m } from './messages';
import { whenText } from './time';

/** A past moment as people say it ('5 minutes ago', 'yesterday'), its full date and time on hover. */
export function When({ iso }: { iso: string }) {
  const intl = useIntl();
  const when = whenText(iso);
  const text =
    when.kind === 'now'
      ? intl.formatMessage(m.justNow)
      : when.kind === 'relative'
        ? intl.formatRelativeTime(when.value, when.unit, { numeric: 'auto' })
        : intl.formatDate(when.date, { day: 'numeric', month: 'short', year: 'numeric' });
  const full = intl.formatDate(iso, { dateStyle: 'full', timeStyle: 'short' });
  return (
    <time dateTime={iso} title={full}>
      {text}
    </time>
  );
}
