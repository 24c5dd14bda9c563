// When positions may be kept (issue 14 part 6, privacy; decision 034): only between the start of
// tracking and the trip's final departure, and no longer than the configured retention. Times are
// epoch milliseconds, as everywhere in tracking.

/** When tracking started (the startTrip call, on the server's clock) and the final departure, if any. */
export type TrackingWindow = { startedAt: number | null; finalDepartureAt: number | null };

export const trackingWindowIssues = ['notStarted', 'beforeStart', 'afterFinalDeparture', 'inFuture'] as const;
export type TrackingWindowIssue = (typeof trackingWindowIssues)[number];

/** A fix dated later than the server's clock by more than this is refused: no device runs that far ahead. */
export const futureFixToleranceMs = 2 * 60_000;
const dayMs = 86_400_000;

/**
 * Why a fix recorded at `recordedAt` may not be kept, or null. The window's ends are included: the
 * fix that records the final departure is the trip's last. A device whose clock lags loses its first
 * fixes rather than the window being widened for everyone.
 */
export function trackingWindowIssueOf(
  window: TrackingWindow,
  recordedAt: number,
  now: number,
): TrackingWindowIssue | null {
  if (window.startedAt === null) return 'notStarted';
  if (recordedAt < window.startedAt) return 'beforeStart';
  if (window.finalDepartureAt !== null && recordedAt > window.finalDepartureAt) return 'afterFinalDeparture';
  if (recordedAt > now + futureFixToleranceMs) return 'inFuture';
  return null;
}

/**
 * Positions recorded before the returned time are deleted: `retentionDays` whole days of 24 hours
 * before `now`. A retention under one day is read as one day, so that a mistyped setting can never
 * delete the positions of the trips running now.
 */
export function retentionCutoffOf(now: number, retentionDays: number): number {
  const days = Number.isFinite(retentionDays) ? Math.max(1, Math.floor(retentionDays)) : 1;
  return now - days * dayMs;
}
