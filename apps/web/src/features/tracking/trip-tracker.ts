import {
  createGeofenceState,
  currentStopOf,
  nextDwellCheckAt,
  reduceGeofences,
  type FenceCue,
  type FenceStop,
  type GeofenceEvent,
  type GeofenceState,
} from '@freight/domain/tracking/geofence-machine';
import type { GeofenceSettings } from '@freight/domain/tracking/geofence-settings';
import type { LocationReport } from '@freight/domain/tracking/location-report-schema';
import {
  locationReportOf,
  type GeolocationFix,
  type TrackingContext,
} from '@freight/domain/tracking/location-report';
import {
  sendReasonOf,
  type SampledFix,
  type SamplingSettings,
} from '@freight/domain/tracking/position-sampling';

// The GPS tracker of one running trip (D2-4.49..D2-4.58, issue 14 parts 5 and 6), without React and
// without a clock: it is fed the Geolocation API's fixes, with their own timestamps, and the stop
// updates the trip screen learns of. Every fix goes to the domain's geofence machine (decision 034);
// the fixes `sendReasonOf` picks are queued as location reports and POSTed as one batch per send. A
// 401 renews the token once and sends again; without a token, tracking stops (D2-4.56). After the
// final departure (D2-4.54) or a stop (End tracking, a lost tracking status, D2-4.55) nothing more is
// taken or queued: positions exist only between the trip's start and its final departure.

/** A stop as the tracker needs it: where it is, what the report names, its times (epoch ms). */
export type TrackerStop = FenceStop & { sequenceNo: number; locationId: string | null };

/** What a POST of one batch came to. */
export type SendOutcome =
  | 'sent'
  /** 401: the token is no longer accepted. */
  | 'unauthorized'
  /** The server refused the batch (400, 404): sending it again would be refused again. */
  | 'refused'
  /** No answer, a 5xx: the batch stays queued for the next send. */
  | 'failed';

/** Why tracking ended on this device. */
export type TrackerEndReason = 'finalDeparture' | 'stopped' | 'unauthorized';

/** A time the geofences recorded for a stop, which the trip screen sends with updateStop. */
export type RecordedStopTime = { type: 'arrivalRecorded' | 'departureRecorded'; stopId: string; at: number };

export type TripTrackerOptions = {
  context: TrackingContext;
  stops: readonly TrackerStop[];
  geofences: GeofenceSettings;
  sampling: SamplingSettings;
  maxBatchPositions: number;
  /** Fixes taken before this (epoch ms) are outside the trip's window and dropped: a cached fix, say. */
  notBefore: number;
  send: (batch: LocationReport[]) => Promise<SendOutcome>;
  /** Renews the ID token; true when a new one is in use. */
  renewToken: () => Promise<boolean>;
  onStopTime?: (time: RecordedStopTime) => void;
  onCue?: (cue: FenceCue, stopId: string) => void;
  onEnded?: (reason: TrackerEndReason) => void;
};

/** What became of a fix: taken (and whether it was queued to be sent), or why it was not. */
export type FixOutcome = { taken: false; reason: 'ended' | 'beforeStart' } | { taken: true; queued: boolean };

export class TripTracker {
  private machine: GeofenceState;
  private lastSent: SampledFix | null = null;
  private queue: LocationReport[] = [];
  private sending: Promise<void> | null = null;
  private endReason: TrackerEndReason | null = null;
  private readonly options: TripTrackerOptions;

  constructor(options: TripTrackerOptions) {
    this.options = options;
    this.machine = createGeofenceState(
      options.stops.map(({ stopId, lat, lng, arrivedAt, departedAt }) => ({
        stopId,
        lat,
        lng,
        arrivedAt,
        departedAt,
      })),
      options.geofences,
    );
    // A trip whose stops are all departed has nothing left to track.
    if (this.machine.ended) this.endReason = 'finalDeparture';
  }

  get ended(): TrackerEndReason | null {
    return this.endReason;
  }

  /** The reports waiting to be sent. */
  get pending(): readonly LocationReport[] {
    return this.queue;
  }

  /** When the arrival check wants its next fix (D2-4.52), epoch ms; null when none is under way. */
  get nextFixAt(): number | null {
    return this.endReason ? null : nextDwellCheckAt(this.machine);
  }

  /** The stops' times as the tracker knows them (its own recordings included). */
  get stops(): readonly FenceStop[] {
    return this.machine.stops;
  }

  /** One fix of the Geolocation API: to the fences, and to the queue when the sampler picks it. */
  take(fix: GeolocationFix): FixOutcome {
    if (this.endReason) return { taken: false, reason: 'ended' };
    if (fix.timestamp < this.options.notBefore) return { taken: false, reason: 'beforeStart' };
    const current = currentStopOf(this.machine);
    const stop = current ? this.options.stops.find((candidate) => candidate.stopId === current.stopId) : null;
    const { coords, timestamp } = fix;
    const step = this.apply({
      type: 'position',
      lat: coords.latitude,
      lng: coords.longitude,
      accuracy: coords.accuracy,
      at: timestamp,
    });
    // Not a position, or older than one already taken: neither the fences nor the service want it.
    if (step === 'invalid' || step === 'outOfOrder') return { taken: true, queued: false };
    const sampled = { lat: coords.latitude, lng: coords.longitude, at: timestamp };
    const reason = sendReasonOf(this.lastSent, sampled, this.options.sampling);
    if (reason) {
      this.lastSent = sampled;
      this.enqueue(
        locationReportOf(
          this.options.context,
          stop ? { stopId: stop.stopId, sequenceNo: stop.sequenceNo, locationId: stop.locationId } : null,
          fix,
        ),
      );
    }
    // The fix that left the last stop is the last one of the window; the queue is still sent.
    if (this.endReason === 'finalDeparture') this.finishEnding();
    return { taken: true, queued: reason !== null };
  }

  /** A stop's times set by the driver or a source system: the fences respect them (decision 034). */
  stopUpdated(stopId: string, arrivedAt: number | null, departedAt: number | null) {
    if (this.endReason) return;
    this.apply({ type: 'stopUpdated', stopId, arrivedAt, departedAt });
    if (this.endReason === 'finalDeparture') this.finishEnding();
  }

  /** Tracking stopped on the trip (End tracking, D2-4.55): nothing more is taken, the queue dropped. */
  stop(at: number) {
    if (this.endReason) return;
    this.apply({ type: 'trackingStopped', at });
    this.queue = [];
  }

  /** Resolves once no send is under way (tests, and the hook before it lets go of the tracker). */
  async settled(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private apply(event: GeofenceEvent) {
    const { state, effects, ignored } = reduceGeofences(this.machine, event);
    this.machine = state;
    for (const effect of effects) {
      switch (effect.type) {
        case 'fenceEntered':
        case 'fenceExited':
          this.options.onCue?.(effect.cue, effect.stopId);
          break;
        case 'arrivalRecorded':
        case 'departureRecorded':
          this.options.onStopTime?.({ type: effect.type, stopId: effect.stopId, at: effect.at });
          break;
        case 'trackingEnded':
          this.endReason = effect.reason;
          if (effect.reason === 'stopped') this.options.onEnded?.('stopped');
          break;
      }
    }
    return ignored;
  }

  private finishEnding() {
    this.options.onEnded?.('finalDeparture');
  }

  private enqueue(report: LocationReport) {
    // Offline for long: the newest positions are kept, up to what one call may carry.
    this.queue = [...this.queue, report].slice(-this.options.maxBatchPositions);
    this.flush();
  }

  /** Sends what is queued, one batch per call; a send under way takes the next batch after it. */
  private flush() {
    if (this.sending) return;
    this.sending = this.sendQueued().finally(() => {
      this.sending = null;
    });
  }

  private async sendQueued() {
    while (this.queue.length > 0 && this.endReason !== 'unauthorized' && this.endReason !== 'stopped') {
      const batch = this.queue;
      let outcome = await this.options.send(batch);
      // D2-4.56: a 401 renews the token once and sends again; no token, or refused again, ends tracking.
      if (outcome === 'unauthorized') {
        outcome = (await this.options.renewToken()) ? await this.options.send(batch) : 'unauthorized';
      }
      if (outcome === 'unauthorized') {
        this.endUnauthorized();
        return;
      }
      if (outcome === 'failed') return;
      // Sent, or refused as a whole by the server: either way these reports are done with.
      this.queue = this.queue.filter((report) => !batch.includes(report));
    }
  }

  private endUnauthorized() {
    const at = this.machine.lastFixAt ?? this.options.notBefore;
    this.machine = reduceGeofences(this.machine, { type: 'trackingStopped', at }).state;
    this.endReason = 'unauthorized';
    this.queue = [];
    this.options.onEnded?.('unauthorized');
  }
}
