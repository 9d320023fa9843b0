import { createGlobalStyle } from 'styled-components';

// Logical properties only (margin-inline, padding-inline, text-align: start) so that <html dir="rtl">
// mirrors the whole layout for Arabic with no second stylesheet.
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-block-size: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    text-align: start;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 {
    margin-block: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.ink};
    line-height: 1.2;
    letter-spacing: -0.01em;
  }
  p { margin-block: 0; }
  img { max-inline-size: 100%; display: block; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
