import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { gpsTrackingStatus } from '@freight/domain/shipment-states';
import type { FenceCue } from '@freight/domain/tracking/geofence-machine';
import { geofenceSettingsOf } from '@freight/domain/tracking/geofence-settings';
import { samplingSettingsOf } from '@freight/domain/tracking/position-sampling';
import { useApiClient } from '../../lib/api-provider';
import { useAuth } from '../../lib/auth/auth-context';
import { useConfig } from '../../lib/config-provider';
import { updateTripGpsTrackingDocument } from './api/update-gps-tracking';
import {
  sendLocationReports,
  shouldTrack,
  trackerStopsOf,
  trackingContextOf,
  type TrackedTrip,
} from './tracked-trip';
import { TripTracker, type RecordedStopTime, type TrackerEndReason } from './trip-tracker';

// The browser side of GPS tracking (D2-4.49..D2-4.58): while the trip runs with tracking started, the
// Geolocation API's positions go to a TripTracker (trip-tracker.ts, where the rules are); this hook
// only wires it to the browser: watchPosition with the configured timeout, maximum age and high
// accuracy (D2-9.03), an extra fix when the arrival check wants one (D2-4.52), the API client for the
// uploads and the token renewal (D2-4.56). Nothing is watched outside the window: not before the trip
// runs with tracking started, not after the final departure, not once the trip lost its tracking
// status (D2-4.55), not after this screen is left.

export type TripTrackingOptions = {
  /** A time the geofences recorded: the trip screen sends it with updateStop. */
  onStopTime?: (time: RecordedStopTime) => void;
  /** Tracking ended on this device: after the final departure, or a 401 without a token to renew. */
  onEnded?: (reason: TrackerEndReason) => void;
  /** The browser's Geolocation API; tests pass a fake. */
  geolocation?: Geolocation | null;
};

/** The last fence event, for the indicator's live region (D2-4.51); `key` tells two equal ones apart. */
export type TrackingCue = { cue: FenceCue; stopId: string; key: number };

export type TripTrackingState = {
  /** Positions are being watched now. */
  isOn: boolean;
  cue: TrackingCue | null;
  ended: TrackerEndReason | null;
  /** The browser refused the position (permission), or has none to give. */
  problem: 'denied' | 'unavailable' | null;
  /** Stops taking positions at once (End tracking accepted, before the shipment is read again). */
  stop: () => void;
};

const browserGeolocation = () =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null;

export function useTripTracking(
  trip: TrackedTrip | null | undefined,
  options: TripTrackingOptions = {},
): TripTrackingState {
  const config = useConfig();
  const client = useApiClient();
  const { claims, renewToken } = useAuth();
  const [state, setState] = useState<Omit<TripTrackingState, 'stop'>>({
    isOn: false,
    cue: null,
    ended: null,
    problem: null,
  });
  const active = shouldTrack(trip) && claims !== null;
  const shipmentId = trip?.shipmentId ?? null;

  // Read when the tracker starts or acts, so that a re-render does not restart it.
  const latest = useRef({ trip, options, claims, client, renewToken, config });
  useLayoutEffect(() => {
    latest.current = { trip, options, claims, client, renewToken, config };
  });
  const trackerRef = useRef<TripTracker | null>(null);

  useEffect(() => {
    const { trip: current, claims: signedIn, config: settings } = latest.current;
    const geolocation =
      latest.current.options.geolocation === undefined
        ? browserGeolocation()
        : latest.current.options.geolocation;
    if (!active || !current || !signedIn) return;
    if (!geolocation) {
      setState((previous) => ({ ...previous, isOn: false, problem: 'unavailable' }));
      return;
    }
    let watchId: number | null = null;
    let checkTimer: ReturnType<typeof setTimeout> | undefined;
    const stopWatching = () => {
      if (watchId !== null) geolocation.clearWatch(watchId);
      watchId = null;
      clearTimeout(checkTimer);
    };
    let cues = 0;
    const tracker = new TripTracker({
      context: trackingContextOf(current, signedIn),
      stops: trackerStopsOf(current),
      geofences: geofenceSettingsOf(settings),
      sampling: samplingSettingsOf(settings),
      maxBatchPositions: settings.tracking.maxBatchPositions,
      // A fix the browser kept from before this moment is not of the trip (issue 14 part 6).
      notBefore: Date.now(),
      send: (batch) => sendLocationReports(latest.current.client.postJson, batch),
      renewToken: () => latest.current.renewToken(),
      onStopTime: (time) => latest.current.options.onStopTime?.(time),
      onCue: (cue, stopId) => {
        cues += 1;
        setState((previous) => ({ ...previous, cue: { cue, stopId, key: cues } }));
      },
      onEnded: (reason) => {
        stopWatching();
        setState((previous) => ({ ...previous, isOn: false, ended: reason }));
        if (reason === 'finalDeparture') {
          // D2-4.54: the trip's tracking is completed; the server keeps it if the call fails.
          void latest.current.client
            .request(updateTripGpsTrackingDocument, {
              shipmentId: current.shipmentId,
              gpsTrackingStatus: gpsTrackingStatus.completed,
            })
            .catch(() => undefined);
        }
        if (reason !== 'stopped') latest.current.options.onEnded?.(reason);
      },
    });
    trackerRef.current = tracker;
    const positionOptions: PositionOptions = {
      // D2-9.03 asks for 10 m: the API has no figure, only the device's best.
      enableHighAccuracy: true,
      timeout: settings.gps.positionTimeoutMs,
      maximumAge: settings.gps.positionMaxAgeMs,
    };
    const handleFix = (position: GeolocationPosition) => {
      tracker.take(position);
      clearTimeout(checkTimer);
      const nextAt = tracker.nextFixAt;
      if (nextAt === null || tracker.ended) return;
      // D2-4.52: the arrival check's next fix, even if the watch gives none meanwhile (standing still).
      checkTimer = setTimeout(
        () => geolocation.getCurrentPosition(handleFix, handleError, { ...positionOptions, maximumAge: 0 }),
        Math.max(0, nextAt - Date.now()),
      );
    };
    const handleError = (error: GeolocationPositionError) => {
      if (error.code === error.PERMISSION_DENIED) {
        stopWatching();
        setState((previous) => ({ ...previous, isOn: false, problem: 'denied' }));
      }
      // A timeout or a position unavailable for a while: the watch goes on.
    };
    setState({ isOn: true, cue: null, ended: null, problem: null });
    watchId = geolocation.watchPosition(handleFix, handleError, positionOptions);
    return () => {
      stopWatching();
      // The trip lost its tracking status (D2-4.55), or the screen is left: no more positions.
      tracker.stop(Date.now());
      trackerRef.current = null;
      setState((previous) => ({ ...previous, isOn: false }));
    };
  }, [active, shipmentId]);

  // Stop times set by the driver or a source system (the shipment read again): the fences follow.
  const stops = trip?.stops;
  useEffect(() => {
    const tracker = trackerRef.current;
    if (!tracker || !stops || !latest.current.trip) return;
    const known = new Map(tracker.stops.map((stop) => [stop.stopId, stop]));
    for (const stop of trackerStopsOf(latest.current.trip)) {
      const before = known.get(stop.stopId);
      if (!before) continue;
      const arrived = stop.arrivedAt !== null && stop.arrivedAt !== before.arrivedAt;
      const departed = stop.departedAt !== null && stop.departedAt !== before.departedAt;
      if (arrived || departed)
        tracker.stopUpdated(stop.stopId, arrived ? stop.arrivedAt : null, departed ? stop.departedAt : null);
    }
  }, [stops]);

  const stop = useCallback(() => trackerRef.current?.stop(Date.now()), []);
  return useMemo(() => ({ ...state, stop }), [state, stop]);
}
