import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../lib/i18n';
import { clearStoredData } from '../../lib/auth/session-cleanup';
import { captureInstallPrompt, type InstallPromptEvent } from '../../lib/install-prompt';
import { findViolations } from '../../test/dom';
import { renderWithApi } from '../../test/render-with-api';
import { InstallPrompt } from './install-prompt';

const originalMatchMedia = window.matchMedia;

/** A window `width` px wide, running in a browser tab or installed (display-mode standalone). */
function setWindow({ width, isStandalone = false }: { width: number; isStandalone?: boolean }) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = query.includes('display-mode: standalone')
      ? isStandalone
      : max
        ? width <= Number(max[1])
        : false;
    return { ...originalMatchMedia(query), matches, media: query };
  };
}

/** What Chromium fires when the app may be installed; `outcome` is the answer in its own dialog. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  }) satisfies InstallPromptEvent;
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

beforeAll(async () => {
  await initI18n();
  captureInstallPrompt(window);
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  // Whatever a test left unused is used up, so the next test starts without an offer.
  window.dispatchEvent(new Event('appinstalled'));
});

describe('install prompt', () => {
  it('[D3-2.30] a mobile-web visitor is prompted to install the app: Install Now opens the browser’s install dialog', async () => {
    setWindow({ width: 390 });
    const { prompt, event } = offerInstall('accepted');
    renderWithApi(<InstallPrompt />);

    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole('region', { name: 'Install the app' })).toBeTruthy();
    expect(await findViolations(document.body)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Install Now' }));

    await waitFor(() => expect(prompt).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull());
  });

  it('[D3-2.30] Cancel closes the prompt and is remembered on the device, through a logout', async () => {
    setWindow({ width: 390 });
    const { prompt } = offerInstall();
    renderWithApi(<InstallPrompt />);

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    expect(prompt).not.toHaveBeenCalled();

    clearStoredData();
    offerInstall();
    renderWithApi(<InstallPrompt />);
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });

  it('[D3-2.30] refusing in the browser’s own dialog counts as Cancel', async () => {
    setWindow({ width: 390 });
    offerInstall('dismissed');
    renderWithApi(<InstallPrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'Install Now' }));
    await waitFor(() => expect(window.localStorage.getItem('freight.install-cancelled')).toBe('1'));
  });

  it('[D3-2.30] only a mobile-web visitor is asked: not on a wide window, not in the installed app, not without the browser’s offer', () => {
    setWindow({ width: 1280 });
    offerInstall();
    renderWithApi(<InstallPrompt />);
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();

    setWindow({ width: 390, isStandalone: true });
    renderWithApi(<InstallPrompt />);
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();

    window.dispatchEvent(new Event('appinstalled'));
    setWindow({ width: 390 });
    renderWithApi(<InstallPrompt />);
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });

  it('[D3-2.30] the prompt reads in French', async () => {
    setWindow({ width: 390 });
    offerInstall();
    const { default: i18next } = await import('i18next');
    await act(() => i18next.changeLanguage('fr'));
    try {
      renderWithApi(<InstallPrompt />);
      expect(await screen.findByRole('button', { name: 'Installer maintenant' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
