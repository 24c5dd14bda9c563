import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../lib/i18n';
import { findViolations } from '../test/dom';
import { renderWithApi } from '../test/render-with-api';
import { UpdatePrompt } from './update-prompt';

const worker = vi.hoisted(() => ({ isWaiting: false, applyUpdate: vi.fn() }));
vi.mock('../lib/service-worker', () => ({
  useIsUpdateWaiting: () => worker.isWaiting,
  applyUpdate: worker.applyUpdate,
}));

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  worker.isWaiting = false;
  worker.applyUpdate.mockReset();
});

describe('update dialog', () => {
  it('[D3-4.58] [D3-2.21] forced when the installed version is below the configured minimum: Update now without Ignore', async () => {
    // The served document's own version names the current release, not what this device runs.
    renderWithApi(<UpdatePrompt />, {
      config: { app: { version: '1.23.0', minSupportedVersion: '1.23.0' } },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Update available' });
    expect(dialog.textContent).toContain('This version of the app is no longer supported.');
    expect(screen.queryByRole('button', { name: 'Ignore' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Update available' })).toBeTruthy();
    expect(await findViolations(document.body)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(worker.applyUpdate).toHaveBeenCalledOnce();
  });

  it('[D3-4.58] [D3-2.21] optional when a new version waits and the installed one is supported: Update now or Ignore', async () => {
    worker.isWaiting = true;
    renderWithApi(<UpdatePrompt />, { config: { app: { minSupportedVersion: '1.0.0' } } });

    const dialog = await screen.findByRole('dialog', { name: 'Update available' });
    expect(dialog.textContent).toContain('A new version of the app is ready.');
    fireEvent.click(screen.getByRole('button', { name: 'Ignore' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update available' })).toBeNull());
    expect(worker.applyUpdate).not.toHaveBeenCalled();
  });

  it('[D3-4.58] nothing is shown when no version waits and the installed one is supported', () => {
    renderWithApi(<UpdatePrompt />, { config: { app: { minSupportedVersion: '1.22.0' } } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
