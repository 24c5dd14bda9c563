import { expect, type Page } from '@playwright/test';
import { gatewayOperationOf } from './gateway';

/**
 * Picks a language in the signed-in shell's switch and waits until the server has kept it: the
 * member's language is the server's too (decision 064), and later specs read this member's mails.
 */
export async function chooseAppLanguage(
  page: Page,
  switchName: 'Language' | 'Langue',
  language: 'Français' | 'English',
): Promise<void> {
  const saved = page.waitForResponse(
    (response) => gatewayOperationOf(response.request()) === 'setMemberLanguage',
  );
  await page.getByRole('radiogroup', { name: switchName }).getByText(language).click();
  expect((await saved).ok()).toBe(true);
}
