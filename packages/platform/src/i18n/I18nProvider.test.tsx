// The provider's catalogue load at start: an app already showing its language is not rendered again when the
// same catalogue answers (an urgent re-render of the whole app there cost a phone one long task).
import { act, render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { I18nProvider } from './I18nProvider';
import { loadMessages } from './loadMessages';

let renders = 0;
function Page() {
  renders += 1;
  const intl = useIntl();
  return <p>{intl.formatMessage({ id: 'kit.dialog.close', defaultMessage: 'Close' })}</p>;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(() => {
  localStorage.clear();
  renders = 0;
});

it('renders an English app once: its empty catalogue answering changes nothing', async () => {
  render(
    <I18nProvider initialLocale="en">
      <Page />
    </I18nProvider>,
  );
  await settle();
  expect(screen.getByText('Close')).toBeTruthy();
  expect(renders).toBe(1);
});

it('renders an app drawn with its catalogue handed over once (a switch: I18nScope.test.tsx)', async () => {
  const french = await loadMessages('fr');
  render(
    <I18nProvider initialLocale="fr" initialMessages={{ ...french }}>
      <Page />
    </I18nProvider>,
  );
  await settle();
  expect(screen.getByText('Fermer')).toBeTruthy();
  expect(renders).toBe(1);
});
