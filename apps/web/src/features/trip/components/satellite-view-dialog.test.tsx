import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import { makeTripShipment, makeTripStop, renderTrip } from '../trip.test-utils';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

const shipment = makeTripShipment({
  stops: [
    makeTripStop({
      stopId: 'P1',
      sequenceNo: 1,
      locationName: 'Acme Distribution',
      addressLine1: '1200 Rock Run Dr',
      city: 'Joliet',
      state: 'IL',
      postalCode: '60431',
      latitude: 41.53021,
      longitude: -88.08134,
    }),
    makeTripStop({ stopId: 'D2', sequenceNo: 2, stopType: 'D', city: 'Dallas', state: 'TX' }),
  ],
});

async function openSatellite(sequence: number) {
  fireEvent.click(await screen.findByRole('button', { name: `Satellite view, stop ${sequence}` }));
  return screen.findByRole('dialog', { name: /Acme Distribution/ });
}

describe('the satellite view of a stop', () => {
  it('[D2-2.25] opens a modal titled with the stop name and address, with the stop on a map, its coordinates and a maps link', async () => {
    renderTrip(shipment);
    const dialog = await openSatellite(1);

    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: /Acme Distribution/ }).textContent).toBe(
      'Acme Distribution1200 Rock Run Dr, Joliet, IL 60431',
    );
    // Not configured by default: said plainly, and never a blank box.
    expect(within(dialog).getByText(/Satellite imagery is not configured/)).toBeTruthy();
    expect(await within(dialog).findByRole('region', { name: 'Map around stop 1' })).toBeTruthy();
    expect(within(dialog).getByTestId('coordinates').textContent).toBe(
      'Latitude 41.53021° · Longitude -88.08134°',
    );
    expect(within(dialog).getByRole('link', { name: 'Open in your maps app' }).getAttribute('href')).toBe(
      'geo:41.53021,-88.08134?q=41.53021,-88.08134(Acme%20Distribution)',
    );
    const web = within(dialog).getByRole('link', { name: /OpenStreetMap/ });
    expect(web.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=41.53021&mlon=-88.08134#map=17/41.53021/-88.08134',
    );
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await findViolations(dialog)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('[D2-2.25] with imagery configured, the map is the satellite imagery and no notice shows', async () => {
    renderTrip(shipment, {
      config: { map: { satelliteStyleUrl: 'https://tiles.example.com/{z}/{y}/{x}.jpg' } },
    });
    const dialog = await openSatellite(1);

    expect(await within(dialog).findByRole('region', { name: 'Satellite image around stop 1' })).toBeTruthy();
    expect(within(dialog).queryByText(/Satellite imagery is not configured/)).toBeNull();
  });

  it('[D2-2.25] the French view writes the coordinates the French way', async () => {
    await changeLanguage('fr', null);
    renderTrip(shipment);
    fireEvent.click(await screen.findByRole('button', { name: 'Vue satellite, arrêt 1' }));
    const dialog = await screen.findByRole('dialog', { name: /Acme Distribution/ });

    expect(within(dialog).getByText(/L'imagerie satellite n'est pas configurée/)).toBeTruthy();
    expect(within(dialog).getByTestId('coordinates').textContent).toMatch(
      /^Latitude 41,53021\s?° · Longitude -88,08134\s?°$/,
    );
  });

  it('[D2-2.25] a stop without a known location says so instead of a map', async () => {
    renderTrip(
      makeTripShipment({
        stops: [
          makeTripStop({
            stopId: 'P1',
            sequenceNo: 1,
            locationName: 'Acme Distribution',
            latitude: 0,
            longitude: 0,
          }),
        ],
      }),
    );
    const dialog = await openSatellite(1);
    expect(within(dialog).getByRole('status').textContent).toBe("This stop's location is not known.");
    expect(within(dialog).queryByRole('region')).toBeNull();
  });
});
