import { expect, type Locator, type Page } from '@playwright/test';

// Running a trip on the trip screen, as the browser tests of the trip and of its paperwork do: Confirm
// Start, Update Stop Information with times (and trailers), Complete Trip.

const zone = 'America/Chicago';

/** A datetime-local value: the wall clock of the stops' zone `minutes` from now, to the minute. */
export function wallClock(minutes: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + minutes * 60_000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

export async function chooseTrailer(
  dialog: Locator,
  page: Page,
  field: 'Trailer in' | 'Trailer out',
  number: string,
) {
  await dialog.getByRole('combobox', { name: `${field} type` }).click();
  await page.getByRole('option', { name: 'TA', exact: true }).click();
  await dialog.getByRole('textbox', { name: `${field} number` }).fill(number);
}

/**
 * Confirm Start an hour ago, from a city chosen in the typeahead, or from the device's position
 * (Use my current location) when `city` is null; `option` is the place the field then shows.
 */
export async function confirmStart(page: Page, city: string | null, option: string) {
  await page.getByRole('button', { name: 'Start Trip' }).click();
  const start = page.getByRole('dialog', { name: 'Confirm Start' });
  const cityField = start.getByRole('combobox', { name: 'Start location' });
  if (city === null) {
    await start.getByRole('button', { name: 'Use my current location' }).click();
    await expect(cityField).toHaveValue(option);
  } else {
    await cityField.fill(city);
    await page.getByRole('option', { name: option, exact: true }).first().click();
  }
  await start.getByLabel('Actual start time').fill(wallClock(-60).replace(/\d$/, '0'));
  await start.getByRole('button', { name: 'Confirm Start' }).click();
  await expect(start).toBeHidden();
  await expect(page.getByRole('button', { name: 'Start Trip' })).toHaveCount(0);
}

/** Complete Trip, and its message (D2-4.39). */
export async function completeTrip(page: Page, shipmentId: string) {
  await page.getByRole('button', { name: 'Complete Trip' }).click();
  await expect(
    page.getByText(`Great, that marks the end of your trip for load ${shipmentId}.`).first(),
  ).toBeVisible();
}

/** Opens Update Stop Information of a stop with its arrival and departure filled, equipment answered No. */
export async function updateStop(
  page: Page,
  sequence: number,
  times: { arrival: string; departure: string },
) {
  await page.getByRole('button', { name: `Update Stop Information, stop ${sequence}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Stop Information' });
  await dialog.getByLabel('Arrival', { exact: true }).fill(times.arrival);
  await dialog.getByLabel('Departure', { exact: true }).fill(times.departure);
  await dialog.getByRole('radio', { name: 'No' }).check();
  return dialog;
}
