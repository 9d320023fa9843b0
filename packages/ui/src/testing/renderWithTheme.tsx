import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from '../theme/ThemeProvider';

/** Renders inside the real theme, as every front end does. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: ({ children }) => <ThemeProvider>{children}</ThemeProvider>, ...options });
}
