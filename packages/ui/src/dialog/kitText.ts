import { useCallback, useContext } from 'react';
import { IntlContext, type MessageDescriptor } from 'react-intl';
import { englishText } from '../i18n';

type Values = Record<string, string | number>;

/**
 * The kit's own words (Close, Show password...) through react-intl when the app has an IntlProvider (the
 * platform's catalogue translates them), else the English defaultMessage: a kit component never needs a
 * provider just to render.
 */
export function useKitText(): (message: MessageDescriptor, values?: Values) => string {
  const intl = useContext(IntlContext);
  return useCallback(
    (message, values) => (intl ? intl.formatMessage(message, values) : englishText(message, values)),
    [intl],
  );
}
