import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Mantine's default shade 6 gives white button text a 3.6:1 contrast; shade 8 reaches 5:1 (WCAG AA).
  primaryShade: { light: 8, dark: 8 },
  focusRing: 'auto',
  respectReducedMotion: true,
  cursorType: 'pointer',
  // autoContrast (the configurable Book Now colour) picks dark text above this luminance: 0.179 is
  // where black and white text contrast equally, so the text chosen is always the more legible one
  // (Mantine's 0.3 puts white on the default orange, 3.6:1).
  luminanceThreshold: 0.179,
  components: {
    // A dialog's header is not the page's banner: Mantine renders it as <header>, which axe counts as a
    // second banner landmark beside the app's (landmark-no-duplicate-banner, landmark-unique).
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

// The default "dimmed" grey (3.3:1 on white) fails WCAG AA for body text; one shade darker passes.
// So does the default error red (shade 6, 3.3:1) of a field's message and text; shade 9 gives 5.4:1.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
