import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders, setupUser } from '@stays/platform/testing';
import type { AuthDialogMode } from '@stays/platform';
import AuthModal from './AuthModal';

function Harness() {
  const [mode, setMode] = useState<AuthDialogMode>('signIn');
  return <AuthModal mode={mode} onModeChange={setMode} onClose={() => undefined} reload={() => undefined} />;
}

describe('auth dialog mode switch', () => {
  it("switches to registration with one click on 'Sign up' while a field has focus", async () => {
    const user = setupUser();
    renderWithProviders(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    await user.click(screen.getByRole('textbox', { name: 'Email or Username' }));
    // Pressing the link keeps the focus in the field: no blur, so no error appears and nothing moves under
    // the pointer before the click lands.
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Sign up' }) });
    expect(screen.getByRole('textbox', { name: 'Email or Username' })).toHaveFocus();
    expect(dialog).not.toHaveTextContent('Required');
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('button', { name: 'Sign up' }) });
    expect(await screen.findByRole('dialog', { name: 'Create account' })).toBeInTheDocument();
  });
});
