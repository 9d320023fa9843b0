// One theme for every front end: a warm coastal palette (deep teal sea, sand, coral), a spacing and type
// scale, radii, shadows and breakpoints. Components read it through styled-components' ThemeProvider.

export const colors = {
  primary: '#0f5f66',
  primaryHover: '#0b4b51',
  primarySoft: '#e2f0ef',
  primaryInk: '#ffffff',
  sand: '#f3e6d0',
  sandSoft: '#faf4ea',
  sandDeep: '#dcc39a',
  // Dark enough for white button text at body size (4.9:1, WCAG AA).
  coral: '#c04a32',
  coralHover: '#a83d27',
  coralSoft: '#fdebe6',
  ink: '#16282c',
  text: '#2a3b40',
  muted: '#5d6e72',
  border: '#e6ddd0',
  surface: '#ffffff',
  background: '#fcfaf6',
  success: '#23734a',
  successSoft: '#e1f3e8',
  warning: '#8a5a00',
  warningSoft: '#fdf0cf',
  danger: '#b93a26',
  dangerSoft: '#fbe4df',
  focus: '#f29d52',
  overlay: 'rgba(22, 40, 44, 0.55)',
} as const;

export const space = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4rem',
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  xxxl: '2.25rem',
  display: 'clamp(2rem, 4.5vw + 1rem, 3.5rem)',
} as const;

export const fonts = {
  body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Helvetica Neue', Arial, sans-serif",
  heading: "'Fraunces', Georgia, 'Iowan Old Style', 'Times New Roman', 'Noto Naskh Arabic', serif",
} as const;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export const radii = { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' } as const;

export const shadows = {
  sm: '0 1px 2px rgba(22, 40, 44, 0.06), 0 1px 3px rgba(22, 40, 44, 0.08)',
  md: '0 4px 12px rgba(22, 40, 44, 0.08), 0 2px 4px rgba(22, 40, 44, 0.06)',
  lg: '0 16px 40px rgba(22, 40, 44, 0.14)',
  focus: `0 0 0 3px ${colors.focus}`,
} as const;

/** Minimum widths in px; media queries are mobile first. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Stacking order of floating layers, lowest first (a tooltip sits over a dialog, a toast over both). */
export const zIndices = { sticky: 10, dropdown: 40, overlay: 50, modal: 60, toast: 70, tooltip: 80 } as const;

export const theme = {
  colors,
  space,
  fontSizes,
  fonts,
  fontWeights,
  radii,
  shadows,
  breakpoints,
  media,
  zIndices,
  layout: { maxWidth: '1280px', headerHeight: '4rem' },
} as const;

export type Theme = typeof theme;
