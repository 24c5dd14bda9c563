import axe from 'axe-core';

// Browser conditions and checks that the component tests share.

/** Makes the browser believe it is offline (or online again). */
export function setOnline(isOnline: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => isOnline });
}

/**
 * axe's rules that need a layout engine (colours, sizes) cannot run in jsdom; 'region' is left out
 * because screens are rendered here without the shell, whose <main> holds them in the app.
 */
export async function findViolations(root: Element, { iframes = true }: { iframes?: boolean } = {}) {
  const results = await axe.run(root, {
    // jsdom loads no frame: a screen with an iframe (the document viewer) is checked without its content.
    iframes,
    rules: {
      'color-contrast': { enabled: false },
      'target-size': { enabled: false },
      region: { enabled: false },
    },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}
