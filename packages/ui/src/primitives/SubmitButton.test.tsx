import { screen } from '@testing-library/react';
import { ThemeProvider } from '../theme/ThemeProvider';
import { drawn } from '../testing/hydrateDrawn';
import { renderWithTheme } from '../testing/renderWithTheme';
import { SubmitButton } from './SubmitButton';

const form = (
  <ThemeProvider>
    <form>
      <label>
        Password
        <input name="password" type="password" />
      </label>
      <SubmitButton>Sign In</SubmitButton>
    </form>
  </ThemeProvider>
);

describe('SubmitButton', () => {
  it('is drawn disabled by the server, so a tap before the script runs submits nothing natively', () => {
    const button = drawn(form).container.querySelector('button');
    expect(button?.type).toBe('submit');
    expect(button?.disabled).toBe(true);
  });

  it('is enabled once React has hydrated the drawn form, without a hydration mismatch', async () => {
    const { container, hydrate } = drawn(form);
    const drawnButton = container.querySelector('button');
    const errors = await hydrate();
    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBe(drawnButton);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('is enabled from the first render in a form the browser draws, and stays disabled when asked', () => {
    renderWithTheme(
      <>
        <SubmitButton>Send</SubmitButton>
        <SubmitButton disabled>Sending...</SubmitButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });
});
