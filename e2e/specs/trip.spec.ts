import { expect, test } from '@playwright/test';
import { approachDwellLeave } from '../../packages/domain/src/tracking/tracks/approach-dwell-leave';
import { expectAccessible } from '../support/axe';
import { demoUpn, signIn } from '../support/sign-in';
import { places, shipmentEventsOf, tenderShipment } from '../support/supply';
import { chooseTrailer, completeTrip, confirmStart, updateStop, wallClock } from '../support/trip';
import { chooseAppLanguage } from '../support/language';

// A trip from Start to Delivered against the real server and database (issue 14 part 9): started,
// the pickup updated with trailer numbers (a bad one first), the delivery updated, completed, and the
// load found in Delivered Needs Paperwork; the source system hears each step. Every demo driver is on
// a trip already (one active trip each, D2-4.27), so the load goes to Riley, who has none, and the
// dispatcher runs it for the carrier (D2-6: dispatchers act on the carrier's trips).

test('[D2-4.23] [D2-4.31] [D2-4.38] [D2-4.39] [D2-5.08] [D2-5.15] a trip runs from Start to Delivered; a bad trailer number is refused; the load is then in Delivered Needs Paperwork', async ({
  page,
  request,
}) => {
  const { shipmentId } = await tenderShipment(request, 'E2E-TRIP-RUN', {
    state: 'DRIVER_ASSIGNMENT',
    driverUpn: demoUpn('reset.required'),
  });
  await signIn(page, demoUpn('dispatcher'));
  await page.goto(`/carrier/app/myLoad/Execution/${shipmentId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shipmentId);

  // Start: where and when the trip starts.
  await confirmStart(page, 'Chicago', 'Chicago, IL');
  // Under way (a current stop, a locked one) and once completed, the screen passes axe.
  await expectAccessible(page);

  // The pickup with a trailer number too short: its message, and nothing is saved.
  const pickup = await updateStop(page, 1, { arrival: wallClock(-40), departure: wallClock(-30) });
  await pickup.getByRole('radio', { name: 'Yes' }).check();
  await chooseTrailer(pickup, page, 'Trailer in', '12');
  await chooseTrailer(pickup, page, 'Trailer out', '654321');
  await pickup.getByRole('button', { name: 'Save' }).click();
  await expect(pickup).toBeVisible();
  await expect(pickup.getByRole('textbox', { name: 'Trailer in number' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // Corrected, it saves.
  await pickup.getByRole('textbox', { name: 'Trailer in number' }).fill('123456');
  await pickup.getByRole('button', { name: 'Save' }).click();
  await expect(pickup).toBeHidden();
  await expect(page.getByText('TA123456')).toBeVisible();

  const delivery = await updateStop(page, 2, { arrival: wallClock(-20), departure: wallClock(-10) });
  await delivery.getByRole('radio', { name: 'Yes' }).check();
  await chooseTrailer(delivery, page, 'Trailer in', '654321');
  await chooseTrailer(delivery, page, 'Trailer out', '777777');
  await delivery.getByRole('button', { name: 'Save' }).click();
  await expect(delivery).toBeHidden();

  await completeTrip(page, shipmentId);

  await expectAccessible(page);

  // The load is now in Delivered Needs Paperwork.
  await page.goto('/carrier/app/MyLoad/DeliveredNeedsPPWK');
  await expect(page.locator(`li[data-shipment-id="${shipmentId}"]`)).toHaveCount(1);

  const events = await shipmentEventsOf(request, shipmentId);
  const tripEvents = events.filter((event) => /^(TRIP|STOP)_/.test(event.type));
  expect(tripEvents.map((event) => event.type)).toEqual([
    'TRIP_STARTED',
    'STOP_UPDATED',
    'STOP_UPDATED',
    'TRIP_COMPLETED',
  ]);
});

test('[D2-2.07] [D2-4.43] [D2-4.44] [D2-4.10] the driver starts the trip from the card, a late pickup arrival asks its reason, and the dispatcher finds the delivered load', async ({
  browser,
  page,
  request,
}) => {
  // The pickup's appointment was yesterday: arriving now is late (grace 0, D2-4.43).
  const { shipmentId } = await tenderShipment(request, 'E2E-TRIP-DRIVER', {
    state: 'DRIVER_ASSIGNMENT',
    driverUpn: demoUpn('driver3'),
    pickupInDays: -1,
  });
  await signIn(page, demoUpn('driver3'));
  await page.goto('/carrier/app/MyLoad/DriverAssigned');
  await page
    .locator(`li[data-shipment-id="${shipmentId}"]`)
    .getByRole('button', { name: 'Start Trip' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/myLoad/Execution/${shipmentId}$`));
  await confirmStart(page, 'Chicago', 'Chicago, IL');

  // D2-4.44: Save in the late-reason modal stays disabled until a reason is chosen.
  const pickup = await updateStop(page, 1, { arrival: wallClock(-40), departure: wallClock(-30) });
  await pickup.getByRole('button', { name: 'Save' }).click();
  const late = page.getByRole('dialog', { name: 'Late arrival' });
  await expect(late).toBeVisible();
  await expect(late.getByRole('button', { name: 'Save' })).toBeDisabled();
  await late.getByRole('combobox', { name: 'Reason for the late arrival' }).click();
  await page.getByRole('option', { name: 'Traffic', exact: true }).click();
  await late.getByRole('button', { name: 'Save' }).click();
  await expect(pickup).toBeHidden();
  await expect(page.getByText('Late arrival reason: Traffic')).toBeVisible();

  const delivery = await updateStop(page, 2, { arrival: wallClock(-20), departure: wallClock(-10) });
  await delivery.getByRole('button', { name: 'Save' }).click();
  await expect(delivery).toBeHidden();
  await completeTrip(page, shipmentId);

  // D2-4.10: the dispatcher finds it in Delivered Needs Paperwork.
  const dispatcherContext = await browser.newContext();
  try {
    const dispatcher = await dispatcherContext.newPage();
    await signIn(dispatcher, demoUpn('dispatcher'));
    await dispatcher.goto('/carrier/app/MyLoad/DeliveredNeedsPPWK');
    await expect(dispatcher.locator(`li[data-shipment-id="${shipmentId}"]`)).toHaveCount(1);
  } finally {
    await dispatcherContext.close();
  }
});

test.describe('with the device location shared', () => {
  // Chromium's geolocation override stands in for the phone's GPS. The browser tests' server checks
  // a standing truck every 2 s instead of 120 s (support/start-server.mjs), so a dwell takes seconds.
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 41.49, longitude: -88.0817 } });

  test('[D2-4.50] [D2-4.52] [D2-7.25] the trip starts where the device is, and the arrival geofence fills the pickup arrival from a replayed track', async ({
    context,
    page,
    request,
  }) => {
    // The replay takes real seconds, more on a busy machine.
    test.setTimeout(90_000);
    // Managed equipment with planned trailers: a time alone is a complete stop update (D2-5.12).
    const { shipmentId } = await tenderShipment(request, 'E2E-TRIP-FENCE', {
      state: 'DRIVER_ASSIGNMENT',
      driverUpn: demoUpn('driver4'),
      route: { pickup: places.joliet, delivery: places.chicago },
      managedEquipment: true,
    });
    await signIn(page, demoUpn('driver4'));
    await page.goto(`/carrier/app/myLoad/Execution/${shipmentId}`);
    // [D2-7.25] The start place is the device's: the town nearest to it.
    await confirmStart(page, null, 'Preston Heights, IL');
    await expect(page.getByText('Tracking on')).toBeVisible();

    // The approach and the dwell at the dock, each fix a moment apart (the track's own seconds are
    // compressed); the fix times are the browser's, as a phone's would be. The dwell is replayed until
    // the arrival shows (three checks 2 s apart), or to its end.
    const pickupStop = page.getByRole('listitem', { name: /^Stop 1:/ });
    const arrived = pickupStop.getByText('Arrived', { exact: true });
    const dwellEnd = approachDwellLeave.points.findIndex((point) => point.t >= 1_500);
    for (const point of approachDwellLeave.points.slice(0, dwellEnd)) {
      await context.setGeolocation({
        latitude: point.lat,
        longitude: point.lng,
        accuracy: point.accuracy,
      });
      const isAtDock = point.t >= 280;
      await page.waitForTimeout(isAtDock ? 500 : 150);
      if (isAtDock && (await arrived.isVisible())) break;
    }
    await expect(arrived).toBeVisible();
  });
});

test('[D1-1.09] [D2-2.07] the trip screen in French, reached from Update in In Transit', async ({ page }) => {
  await signIn(page, demoUpn('dispatcher'));
  await page.goto('/carrier/app/MyLoad/InTransit');
  await chooseAppLanguage(page, 'Language', 'Français');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.locator('li[data-shipment-id]').first().getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(page).toHaveURL(/\/myLoad\/Execution\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Trajet de l');
  await expect(page.getByRole('button', { name: 'Actualiser' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mettre à jour l'arrêt 1$/ })).toBeVisible();
  await expect(page.getByText('Départ').first()).toBeVisible();
  await expectAccessible(page);
});
