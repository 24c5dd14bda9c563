import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { changeLanguage, getCurrentLanguage, initI18n } from '../../lib/i18n';
import { findViolations } from '../../test/dom';
import { renderWithApi } from '../../test/render-with-api';
import { useChooseMemberLanguage } from './use-choose-member-language';

function MemberLanguageSwitch() {
  return <LanguageSwitch onChange={useChooseMemberLanguage()} />;
}

beforeAll(async () => {
  await initI18n();
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

// The signed-in shell's language switch (decision 064): the choice is the app's and the member's.
describe('choosing the member language', () => {
  it('[D3-1.03] choosing French switches the app and tells the server, which writes to the member in it', async () => {
    const { variablesOf, calls } = renderWithApi(<MemberLanguageSwitch />, {
      api: {
        graphql: { setMemberLanguage: ({ language }) => ({ data: { setMemberLanguage: { language } } }) },
      },
    });
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(await findViolations(group)).toEqual([]);
    expect(calls).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Français' }));
    });
    await waitFor(() => expect(variablesOf('setMemberLanguage')).toEqual([{ language: 'fr' }]));
    await waitFor(() => expect(getCurrentLanguage()).toBe('fr'));
  });

  it('a refused or failed save leaves the app in the chosen language', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { variablesOf } = renderWithApi(<MemberLanguageSwitch />, {
      api: {
        graphql: {
          setMemberLanguage: () => ({ errors: [{ message: 'down', extensions: { code: 'UNAVAILABLE' } }] }),
        },
      },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Français' }));
    });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(variablesOf('setMemberLanguage')).toEqual([{ language: 'fr' }]);
    await waitFor(() => expect(getCurrentLanguage()).toBe('fr'));
    warn.mockRestore();
  });
});
