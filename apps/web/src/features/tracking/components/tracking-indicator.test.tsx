import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReplayTrack } from '@freight/domain/tracking/tracks/replay-track';
import { twoStopTrip } from '@freight/domain/tracking/tracks/two-stop-trip';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import type { FakeAnswer } from '../../../test/fake-api';
import { renderWithApi } from '../../../test/render-with-api';
import type { TrackedTrip } from '../tracked-trip';
import type { RecordedStopTime } from '../trip-tracker';
import { useTripTracking } from '../use-trip-tracking';
import { TrackingIndicator } from './tracking-indicator';

// The indicator on top of the real hook: a fake Geolocation API replays a track (its fixes with their
// own timestamps) and a fake fetch answers the tracking route and updateGpsTracking.

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

const trip: TrackedTrip = {
  shipmentId: 'SH-1',
  sourceSystem: 'TMS',
  executionStatus: 'IN_TRANSIT',
  gpsTrackingStatus: 1,
  isCallerDriver: true,
  stops: twoStopTrip.stops.map((stop, index) => ({
    stopId: stop.stopId,
    sequenceNo: index + 1,
    latitude: stop.lat,
    longitude: stop.lng,
    actualArrival: null,
    actualDeparture: null,
  })),
};

const stopNames = { P1: 'Joliet Shipper', D1: 'Bolingbrook Consignee' };

function fakeGeolocation() {
  let watcher: PositionCallback | null = null;
  const geolocation = {
    watchPosition: vi.fn(
      (success: PositionCallback, _error?: PositionErrorCallback, _options?: PositionOptions) => {
        watcher = success;
        return 7;
      },
    ),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  };
  /** Plays a track's fixes through the watch, dated from `start`, letting each send settle. */
  const replay = async (track: ReplayTrack, start: number) => {
    for (const point of track.points) {
      const position = {
        coords: {
          latitude: point.lat,
          longitude: point.lng,
          accuracy: point.accuracy,
          speed: null,
          heading: null,
        },
        timestamp: start + point.t * 1000,
      } as unknown as GeolocationPosition;
      await act(async () => watcher?.(position));
    }
  };
  return { geolocation, replay };
}

type Harness = { trip: TrackedTrip; geolocation: Geolocation; onStopTime: (time: RecordedStopTime) => void };

function Tracked({ trip: tracked, geolocation, onStopTime }: Harness) {
  const tracking = useTripTracking(tracked, { geolocation, onStopTime });
  return <TrackingIndicator shipmentId={tracked.shipmentId} tracking={tracking} stopNames={stopNames} />;
}

const answerGps =
  (status: 'OK' | 'REJECTED', message = ''): FakeAnswer<'updateTripGpsTracking'> =>
  (variables) => ({
    data: {
      updateGpsTracking: {
        status,
        message,
        shipment: { shipmentId: 'SH-1', gpsTrackingStatus: Number(variables.gpsTrackingStatus) },
      },
    },
  });

function renderTracked({
  tracked = trip,
  gps = answerGps('OK'),
  location = () => Response.json({ accepted: 1, stored: 1 }),
}: {
  tracked?: TrackedTrip;
  gps?: FakeAnswer<'updateTripGpsTracking'>;
  location?: () => Response;
} = {}) {
  const fake = fakeGeolocation();
  const onStopTime = vi.fn();
  const rendered = renderWithApi(
    <Tracked
      trip={tracked}
      geolocation={fake.geolocation as unknown as Geolocation}
      onStopTime={onStopTime}
    />,
    {
      roles: ['carrierDriver'],
      api: {
        graphql: { updateTripGpsTracking: gps },
        rest: { '/devicelocation/v1/location': location },
      },
    },
  );
  const sent = () =>
    rendered.calls
      .filter((call) => call.url === '/devicelocation/v1/location')
      .flatMap((call) => call.variables as unknown as { recordedAt: string }[]);
  return { ...rendered, ...fake, onStopTime, sent };
}

describe('TrackingIndicator', () => {
  it('shows "Tracking on" with its End tracking control while positions are watched', async () => {
    const { geolocation } = renderTracked();

    expect(await screen.findByText('Tracking on')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End tracking' })).toBeTruthy();
    // D2-9.03: the configured timeout and maximum age, the device's best accuracy.
    expect(geolocation.watchPosition.mock.calls[0]![2]).toEqual({
      enableHighAccuracy: true,
      timeout: 30_000,
      maximumAge: 5_000,
    });
    expect(await findViolations(document.body)).toEqual([]);
  });

  it('[D2-4.49] End tracking asks first, then sends stopped (10) and stops watching', async () => {
    const { geolocation, variablesOf } = renderTracked();

    fireEvent.click(await screen.findByRole('button', { name: 'End tracking' }));
    const dialog = await screen.findByRole('dialog', { name: 'End tracking for this trip' });
    expect(within(dialog).getByText(/Stop sharing your position for this trip\?/)).toBeTruthy();
    expect(await findViolations(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End tracking' }));

    expect(await screen.findByText('Tracking stopped. Your position is no longer shared.')).toBeTruthy();
    expect(variablesOf('updateTripGpsTracking')).toEqual([{ shipmentId: 'SH-1', gpsTrackingStatus: 10 }]);
    expect(geolocation.clearWatch).toHaveBeenCalledWith(7);
    expect(screen.queryByText('Tracking on')).toBeNull();
  });

  it('Keep tracking closes the dialog and changes nothing', async () => {
    const { geolocation, variablesOf } = renderTracked();

    fireEvent.click(await screen.findByRole('button', { name: 'End tracking' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep tracking' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(variablesOf('updateTripGpsTracking')).toEqual([]);
    expect(geolocation.clearWatch).not.toHaveBeenCalled();
  });

  it('shows the server reason when End tracking is refused, and keeps tracking', async () => {
    const { geolocation } = renderTracked({ gps: answerGps('REJECTED', 'The trip is not running.') });

    fireEvent.click(await screen.findByRole('button', { name: 'End tracking' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'End tracking' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('The trip is not running.');
    expect(geolocation.clearWatch).not.toHaveBeenCalled();
  });

  it('[D2-4.51] [D2-4.52] [D2-4.53] [D2-4.54] a replayed trip: fence texts, stop times handed over, completed, then nothing', async () => {
    const { replay, onStopTime, sent, variablesOf, geolocation } = renderTracked();
    await screen.findByText('Tracking on');
    const start = Date.now() + 1_000;

    await replay(twoStopTrip, start);

    expect(onStopTime.mock.calls.map(([time]) => `${time.type} ${time.stopId}`)).toEqual([
      'arrivalRecorded P1',
      'departureRecorded P1',
      'arrivalRecorded D1',
      'departureRecorded D1',
    ]);
    const departure = onStopTime.mock.calls[3]![0].at as number;
    // The polite live region says the last fence event; no sound is played.
    expect(screen.getByRole('status').textContent).toBe('Left Bolingbrook Consignee');
    await screen.findByText('Tracking ended after the last stop. Your position is no longer shared.');
    await waitFor(() =>
      expect(variablesOf('updateTripGpsTracking')).toEqual([{ shipmentId: 'SH-1', gpsTrackingStatus: 2 }]),
    );
    expect(geolocation.clearWatch).toHaveBeenCalledWith(7);
    const times = sent().map((report) => Date.parse(report.recordedAt));
    expect(times[0]).toBe(start);
    expect(Math.max(...times)).toBeLessThanOrEqual(departure);
  });

  it('takes no position before the trip runs with tracking started (issue 14 part 6)', async () => {
    const { geolocation, sent } = renderTracked({
      tracked: { ...trip, executionStatus: null, gpsTrackingStatus: 0 },
    });

    await waitFor(() => expect(document.body.textContent).not.toContain('Tracking on'));
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
    expect(sent()).toEqual([]);
  });

  it('[D2-4.56] a 401 without a token to renew with stops tracking and says so', async () => {
    const { replay, geolocation, sent } = renderTracked({
      location: () => Response.json({ code: 'UNAUTHENTICATED' }, { status: 401 }),
    });
    await screen.findByText('Tracking on');

    await replay(twoStopTrip, Date.now() + 1_000);

    expect(
      await screen.findByText(
        'Tracking stopped: your session could not be renewed. Your position is no longer shared.',
      ),
    ).toBeTruthy();
    expect(geolocation.clearWatch).toHaveBeenCalledWith(7);
    expect(sent()).toHaveLength(1);
  });

  it('renders in French', async () => {
    await changeLanguage('fr', null);
    renderTracked();

    expect(await screen.findByText('Suivi activé')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Arrêter le suivi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arrêter le suivi de ce trajet' });
    expect(within(dialog).getByRole('button', { name: 'Continuer le suivi' })).toBeTruthy();
  });
});
