// Issue 46 #10e: every field that sets a password says the rule before anything is typed (from @stays/contracts),
// as the field's description, not only in the error after a refusal.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@stays/contracts';
import type { AuthDialogMode } from '@stays/platform';
import { renderWithProviders } from '@stays/platform/testing';
import { fakeRemote, renderShell } from '../test/renderShell';
import AuthModal from './AuthModal';

const RULE = `At least ${PASSWORD_MIN_LENGTH} characters.`;
const load = async (id: string) => fakeRemote(id);

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = () => undefined;
  global.fetch = (async () =>
    ({ ok: true, status: 200, statusText: '', text: async () => '{}' }) as Response) as typeof fetch;
});

it('the registration says the rule under its password before anything is typed', async () => {
  function Harness() {
    const [mode, setMode] = useState<AuthDialogMode>('register');
    return (
      <AuthModal mode={mode} onModeChange={setMode} onClose={() => undefined} reload={() => undefined} />
    );
  }
  renderWithProviders(<Harness />);
  await screen.findByRole('dialog', { name: 'Create account' });
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(RULE);
  expect(screen.getByLabelText('Password')).toHaveValue('');
});

it('the reset page says it under the new password, not under its confirmation', async () => {
  renderShell('/reset-password?token=abc-123', load);
  const field = await screen.findByLabelText('New password');
  expect(field).toHaveAccessibleDescription(RULE);
  expect(screen.getByLabelText('Confirm new password')).not.toHaveAccessibleDescription(RULE);
});

it('the account page says it under the new password, not under the current one', async () => {
  renderShell('/account', load, {
    signedInAs: {
      id: 'u1',
      username: 'noah@stays.test',
      email: 'noah@stays.test',
      firstName: 'Noah',
      lastName: 'Guest',
      profileImageUrl: null,
      role: 'visitor',
    },
  });
  expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription(RULE);
  expect(screen.getByLabelText('Current password')).not.toHaveAccessibleDescription(RULE);
});

it('says it in Arabic with the Arabic count', async () => {
  renderShell('/reset-password?token=abc-123', load, { locale: 'ar' });
  const field = await screen.findByLabelText('كلمة المرور الجديدة');
  expect(field).toHaveAccessibleDescription('6 أحرف على الأقل.');
});
