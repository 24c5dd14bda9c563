import { useSyncExternalStore } from 'react';
import { browserStorage, readStoredValue, writeStoredValue, type KeyValueStorage } from './browser-storage';

// The browser's offer to install the app (`beforeinstallprompt`, Chromium-based browsers). The event
// comes once, early, often before React renders: `captureInstallPrompt` is called by main.tsx and keeps
// it until the header's prompt (D3-2.30) uses it. A Cancel is a choice of the device, not of the member
// who happened to be signed in: it is kept in localStorage through logout (session-cleanup.ts), so the
// visitor is not asked again on this browser.

/** The part of Chromium's BeforeInstallPromptEvent the app uses (not in TypeScript's DOM types). */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export const installCancelledStorageKey = 'freight.install-cancelled';

let deferredPrompt: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setDeferredPrompt(event: InstallPromptEvent | null) {
  deferredPrompt = event;
  for (const listener of listeners) listener();
}

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event;
}

/** Keeps the browser's install offer for the app's own prompt instead of the browser's mini-infobar. */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return;
    event.preventDefault();
    setDeferredPrompt(event);
  });
  // Installed by any means (the browser's own menu too): nothing left to offer.
  target.addEventListener('appinstalled', () => setDeferredPrompt(null));
}

/** Shows the browser's install dialog; whatever the answer, the offer is used up (browsers give it once). */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferredPrompt;
  if (!event) return 'unavailable';
  setDeferredPrompt(null);
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser has offered to install the app and the offer is still unused. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => deferredPrompt !== null,
    () => false,
  );
}

export function hasCancelledInstall(storage: KeyValueStorage | null = browserStorage): boolean {
  return readStoredValue(storage, installCancelledStorageKey) === '1';
}

export function rememberInstallCancelled(storage: KeyValueStorage | null = browserStorage): void {
  writeStoredValue(storage, installCancelledStorageKey, '1');
}
