import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach } from 'vitest';
import { namespaces } from '../lib/i18n';

// jsdom lacks three browser APIs that Mantine reads: matchMedia (colour scheme, breakpoints),
// ResizeObserver (the segmented control's indicator) and scrollIntoView (a combobox brings its selected
// option into view on a timer, which may fire after its test). Tests that count scrolls replace it.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = NoopResizeObserver;
Element.prototype.scrollIntoView = () => undefined;

// A running app has fetched the shared messages by the time a screen shows them, and a lazily loaded
// screen suspends until its catalogue block arrives (lib/i18n.ts); a test renders at once, so it waits
// for them here instead of seeing the screen suspend.
beforeEach(async () => {
  if (i18next.isInitialized) await i18next.loadNamespaces([...namespaces]);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
