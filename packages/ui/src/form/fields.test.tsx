import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Checkbox, PasswordField, TextField } from './fields';

describe('form fields', () => {
  it('a text field is labelled and, with an error, invalid and described by it', () => {
    const { rerender } = render(<TextField label="Email" name="email" />, { wrapper: ThemeProvider });
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    rerender(<TextField label="Email" name="email" error="Invalid email" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid email');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email');
  });

  it('a password field hides the text until its toggle is pressed', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" name="password" error="Required" />, { wrapper: ThemeProvider });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('Required');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a checkbox toggles from its label and carries its error', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Remember me" error="Required" />, { wrapper: ThemeProvider });
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Required');
  });
});
