// A remote's own catalogue merged over the app's: translated once loaded, and kept mounted across a switch.
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CatalogueLoader } from './catalogues';
import { I18nProvider, I18nScope, useLanguage } from './I18nProvider';

const remote: CatalogueLoader = async (locale) =>
  locale === 'fr' ? { 'remote.hello': 'Bonjour depuis le module' } : { 'remote.hello': 'مرحبًا من الوحدة' };
const catalogues = [remote];

let switchTo: (l: 'en' | 'fr' | 'ar') => void;
function Page() {
  const intl = useIntl();
  const { setLocale } = useLanguage();
  switchTo = setLocale;
  const [mountedAt] = useState(() => Math.random());
  return (
    <p data-mounted={mountedAt}>
      {intl.formatMessage({ id: 'remote.hello', defaultMessage: 'Hello from the module' })} /{' '}
      {intl.formatMessage({ id: 'kit.dialog.close', defaultMessage: 'Close' })}
    </p>
  );
}

beforeEach(() => localStorage.clear());

it('merges the scope catalogue over the platform one and survives a language switch mounted', async () => {
  render(
    <I18nProvider initialLocale="fr">
      <I18nScope catalogues={catalogues}>
        <Page />
      </I18nScope>
    </I18nProvider>,
  );
  const text = await screen.findByText('Bonjour depuis le module / Fermer');
  const mounted = text.getAttribute('data-mounted');
  act(() => switchTo('ar'));
  const arabic = await screen.findByText('مرحبًا من الوحدة / إغلاق');
  expect(arabic.getAttribute('data-mounted')).toBe(mounted);
  act(() => switchTo('en'));
  expect((await screen.findByText('Hello from the module / Close')).getAttribute('data-mounted')).toBe(
    mounted,
  );
});
