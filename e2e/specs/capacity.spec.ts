import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { demoUpn, signIn } from '../support/sign-in';
import { places, postLoad } from '../support/supply';
import { chooseAppLanguage } from '../support/language';

// Manage capacity end to end (issue 17, decision 050), against the real server and database: a
// dispatcher posts a Truck from Chicago, sees how many loads it matches, opens See results and books
// one; posts a Lane to two states on three days; removes it and undoes that; a reversed date range is
// refused with its message and saves nothing; the screens in French; axe on each.

/** A calendar day `days` from today where the browser is, as the date pickers label their days. */
// The dispatcher is in Chicago, as the trucks are: the form's today is theirs. (The machine's zone,
// often UTC, is a day ahead of Chicago every evening.)
const dispatcherZone = 'America/Chicago';
test.use({ timezoneId: dispatcherZone });

function dayLabel(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: dispatcherZone,
  }).format(date);
}

/** Picks a day in a date picker, moving to the next month when the day is there. */
async function pickDay(page: Page, field: string, days: number) {
  await page.getByRole('button', { name: field, exact: true }).click();
  // The calendar is named by its field; whether the day shows is read once it has opened.
  const calendar = page.getByRole('dialog', { name: field });
  await expect(calendar).toBeVisible();
  const day = calendar.getByRole('button', { name: dayLabel(days), exact: true });
  if (!(await day.isVisible())) await calendar.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  // The calendar closes with a transition: what follows reads the form without it.
  await expect(day).toBeHidden();
}

async function chooseCity(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).first().click();
  await expect(input).toHaveValue(option);
}

/** The cards of the list, by their capacity ids. */
const cardIds = (page: Page) =>
  page
    .locator('article[data-capacity-id]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-capacity-id')));

test.describe.configure({ mode: 'serial' });

test('[D3-2.52] [D3-2.65] [D3-4.42] a dispatcher posts a Truck from Chicago, sees its matches and books one from See results', async ({
  page,
  request,
}) => {
  // Sign-in, a form, a list, a search and a booking: longer than one screen on a busy machine.
  test.setTimeout(90_000);
  // The best paid load of the demo by far, so that it leads See results sorted by price.
  const { loadId } = await postLoad(request, `E2E-CAPACITY-${Date.now()}`, places.chicago, places.dallas, {
    lineHaul: '99000.00',
  });
  await signIn(page, demoUpn('dispatcher'));
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Manage Capacity' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Capacity' })).toBeVisible();
  // Off the tab just clicked, whose hover colours are not the page's.
  await page.mouse.move(900, 10);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Add New Capacity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Capacity' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Truck' })).toBeChecked();
  await chooseCity(page, 'Origin city', 'Chicago', 'Chicago, IL');
  await pickDay(page, 'Available until', 3);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your details has been saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/carrier\/app\/manage-capacity$/);

  const card = page.locator('article[data-capacity-id]').first();
  await expect(card.getByRole('heading', { name: 'Truck from Chicago, IL' })).toBeVisible();
  const badge = card.getByText(/^\d+ loads?$/);
  await expect(badge).toBeVisible();
  const matches = Number((await badge.textContent())!.replace(/\D/g, ''));
  expect(matches).toBeGreaterThanOrEqual(1);

  await card.getByRole('link', { name: 'See Results: Truck from Chicago, IL' }).click();
  await expect(
    page.getByText(`${matches.toLocaleString('en-US')} Match${matches === 1 ? '' : 'es'}`),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price');
  const load = page.locator(`li[data-load-id="${loadId}"]`);
  await expect(page.locator('li[data-load-id]').first()).toHaveAttribute('data-load-id', loadId);
  await load.getByRole('button', { name: new RegExp(`^Load # ${loadId}`) }).click();
  await expectAccessible(page);
  await load.getByRole('button', { name: 'Book Now' }).click();
  const confirmation = page.getByRole('dialog', { name: /Rate confirmation/i });
  await confirmation.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank You' })).toBeVisible();
});

test('[D3-2.59] [D3-2.60] [D3-5.21] a Lane to two states on three days; removed, then brought back by Undo', async ({
  page,
}) => {
  await signIn(page, demoUpn('dispatcher'));
  await page.goto('/carrier/app/manage-capacity/add');
  await page.getByRole('radio', { name: 'Lane' }).check();
  await page.getByRole('combobox', { name: 'Trailer type' }).click();
  await page.getByRole('option', { name: 'Refrigerated' }).click();
  await chooseCity(page, 'Origin city', 'Chicago', 'Chicago, IL');
  const days = page.getByRole('group', { name: 'Days of the week' });
  for (const day of ['Monday', 'Wednesday', 'Friday'])
    await days.getByRole('checkbox', { name: day }).check();
  await page.getByRole('switch', { name: 'Select States' }).check();
  const states = page.getByRole('group', { name: 'Select 1 - 3 States/Provinces' });
  await states.getByRole('combobox', { name: 'States or provinces' }).click();
  await page.getByRole('option', { name: 'Texas (TX)' }).click();
  await page.getByRole('option', { name: 'Oklahoma (OK)' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your details has been saved successfully')).toBeVisible();

  const lane = page.locator('article[data-capacity-id]').first();
  await expect(lane.getByRole('heading', { name: 'Lane from Chicago, IL' })).toBeVisible();
  await expect(lane).toContainText('Refrigerated · Chicago, IL (100 mi) to TX and OK');
  await expect(lane).toContainText('Monday, Wednesday, and Friday');
  const laneId = await lane.getAttribute('data-capacity-id');

  await lane.getByRole('button', { name: 'Delete: Lane from Chicago, IL' }).click();
  await expect(page.getByText('Lane removed')).toBeVisible();
  await expect.poll(() => cardIds(page)).not.toContain(laneId);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => cardIds(page)).toContain(laneId);
  expect((await cardIds(page))[0]).toBe(laneId);

  await page
    .locator(`article[data-capacity-id="${laneId}"]`)
    .getByRole('link', { name: 'View: Lane from Chicago, IL' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'View Capacity' })).toBeVisible();
  await expect(page.getByRole('link', { name: /@demo\.freight\.test$/ })).toHaveAttribute('href', /^mailto:/);
  await expectAccessible(page);
});

test('[D3-5.18] [D3-5.24] a to-date before the from-date is refused with its message and saves nothing', async ({
  page,
}) => {
  await signIn(page, demoUpn('dispatcher'));
  await page.goto('/carrier/app/manage-capacity');
  await expect(page.locator('article[data-capacity-id]').first()).toBeVisible();
  const before = await page.locator('article[data-capacity-id]').count();
  await page.getByRole('link', { name: 'Add New Capacity' }).click();
  await chooseCity(page, 'Origin city', 'Chicago', 'Chicago, IL');
  // The to-date stays tomorrow; the from-date moves after it.
  await pickDay(page, 'Available from', 5);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The Pick-Up Date Range cannot end before it begins.')).toBeVisible();
  await expect(page).toHaveURL(/\/manage-capacity\/add$/);
  await page.getByRole('link', { name: 'Manage Capacity' }).first().click();
  await expect(page.locator('article[data-capacity-id]').first()).toBeVisible();
  expect(await page.locator('article[data-capacity-id]').count()).toBe(before);
});

test('[D3-1.03] the capacity screens in French', async ({ page }) => {
  await signIn(page, demoUpn('dispatcher'));
  await page.goto('/carrier/app/manage-capacity');
  await chooseAppLanguage(page, 'Language', 'Français');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Gérer la capacité' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ajouter une capacité' })).toBeVisible();
  await expect(page.locator('article[data-capacity-id]').first()).toContainText(/chargements?/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ajouter une capacité' }).click();
  await expect(page.getByText('Capacité ponctuelle disponible maintenant.')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Veuillez indiquer un lieu de chargement')).toBeVisible();
  await expectAccessible(page);
  await chooseAppLanguage(page, 'Langue', 'English');
});
