import { act, render, screen } from '@testing-library/react';
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../lib/i18n';
import { AppMantineProvider } from './app-mantine-provider';

// Every toast of the app gets a labelled close button, whatever the call that shows it passes.

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  act(() => notifications.clean());
  await changeLanguage('en', null);
});

describe('AppMantineProvider', () => {
  it("labels every toast's close button, in the reader's language", async () => {
    render(<AppMantineProvider>{null}</AppMantineProvider>);
    act(() => {
      notifications.show({ message: 'Load #S1 assigned.' });
    });
    expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();

    await act(() => changeLanguage('fr', null));
    expect(await screen.findByRole('button', { name: 'Fermer' })).toBeTruthy();
  });

  it("renders a dialog's header as no second banner landmark beside the app's", async () => {
    render(
      <AppMantineProvider>
        <Modal opened onClose={() => undefined} title="Trailer information required">
          Stop 1
        </Modal>
      </AppMantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Trailer information required' });
    expect(dialog.querySelector('header')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
