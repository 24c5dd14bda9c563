import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import { renderWithApi } from '../../../test/render-with-api';
import type { LocationSuggestion } from '../api/search-locations';
import { UseMyLocationButton } from './use-my-location-button';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

const joliet: LocationSuggestion = {
  cityName: 'Joliet',
  state: 'IL',
  country: 'USA',
  postalCode: '60431',
  coordinates: { lat: 41.525, lng: -88.0817 },
  timeZone: 'America/Chicago',
};

/** A Geolocation API that answers one position, or refuses with the given code. */
function fakeGeolocation(answer: { latitude: number; longitude: number } | { refused: 1 | 2 | 3 }) {
  return {
    getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if ('refused' in answer)
        failure?.({
          code: answer.refused,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
      else success({ coords: { ...answer, accuracy: 20 }, timestamp: Date.now() } as GeolocationPosition);
    },
  } as unknown as Geolocation;
}

function renderButton(geolocation: Geolocation | null, places: LocationSuggestion[] = [joliet]) {
  const onFound = vi.fn();
  const api = renderWithApi(<UseMyLocationButton onFound={onFound} geolocation={geolocation} />, {
    roles: ['carrierDriver'],
    api: { rest: { '/v1/api/locations/nearest': () => Response.json(places) } },
  });
  return { onFound, ...api };
}

describe('UseMyLocationButton', () => {
  it("[D2-7.25] names the device's position by the nearest place and hands it over", async () => {
    const { onFound, calls } = renderButton(fakeGeolocation({ latitude: 41.5251, longitude: -88.0818 }));
    expect(await findViolations(document.body)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }));

    await waitFor(() => expect(onFound).toHaveBeenCalledWith(joliet));
    expect(calls.map((call) => call.url)).toEqual([
      expect.stringContaining('/v1/api/locations/nearest?latitude=41.5251&longitude=-88.0818'),
    ]);
  });

  it.each([
    ['location refused', fakeGeolocation({ refused: 1 }), [joliet], 'Location access is blocked'],
    ['no position to give', fakeGeolocation({ refused: 2 }), [joliet], 'cannot give its location'],
    ['no Geolocation API', null, [joliet], 'cannot give its location'],
    ['no town within 30 km', fakeGeolocation({ latitude: 47.7, longitude: -87.5 }), [], 'No town is known'],
  ])('says why when it cannot: %s', async (_case, geolocation, places, text) => {
    const { onFound } = renderButton(geolocation, places);

    fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }));

    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(onFound).not.toHaveBeenCalled();
  });

  it('speaks French', async () => {
    await changeLanguage('fr', null);
    renderButton(fakeGeolocation({ refused: 1 }));

    fireEvent.click(screen.getByRole('button', { name: 'Utiliser ma position actuelle' }));

    expect((await screen.findByRole('alert')).textContent).toContain('saisissez plutôt la ville');
  });
});
