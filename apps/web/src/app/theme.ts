import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Mantine's default shade 6 gives white button text a 3.6:1 contrast; shade 8 reaches 5:1 (WCAG AA).
  primaryShade: { light: 8, dark: 8 },
  focusRing: 'auto',
  respectReducedMotion: true,
  cursorType: 'pointer',
});

// The default "dimmed" grey (3.3:1 on white) fails WCAG AA for body text; one shade darker passes.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
