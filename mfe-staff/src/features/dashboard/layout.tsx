import { useIntl } from 'react-intl';
import { ErrorState } from '@stays/ui';
import { m } from './messages';

/** A list that failed to load: SPEC 8's words and a Retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <ErrorState
      title={intl.formatMessage(m.error)}
      message={intl.formatMessage(m.loadFailed)}
      onRetry={onRetry}
      retryLabel={intl.formatMessage(m.retry)}
    />
  );
}
