import type { UpdatableStop } from './stop-update-rules';

// A three-stop trip (pickup in Chicago, a delivery in Chicago, a delivery in New York) for the trip
// rules' tests: the first `departed` stops have their arrival and departure, every stop has a
// trailer-in and a trailer-out activity, with valid trailers unless a test sets others.

const times: Record<string, [arrival: string, departure: string]> = {
  S1: ['2026-03-04T08:00:00-06:00', '2026-03-04T09:00:00-06:00'],
  S2: ['2026-03-04T12:00:00-06:00', '2026-03-04T13:00:00-06:00'],
  S3: ['2026-03-04T19:00:00-05:00', '2026-03-04T20:00:00-05:00'],
};

export function trip(
  options: {
    departed?: number;
    trailerIn?: Record<string, string>;
    trailerOut?: Record<string, string>;
  } = {},
): UpdatableStop[] {
  const stops = [
    { stopId: 'S1', sequenceNo: 1, stopType: 'P' as const, timeZone: 'America/Chicago' },
    { stopId: 'S2', sequenceNo: 2, stopType: 'D' as const, timeZone: 'America/Chicago' },
    { stopId: 'S3', sequenceNo: 3, stopType: 'D' as const, timeZone: 'America/New_York' },
  ];
  return stops.map((stop, index) => {
    const isDeparted = index < (options.departed ?? 0);
    const [arrival, departure] = times[stop.stopId]!;
    return {
      ...stop,
      actualArrival: isDeparted ? arrival : null,
      actualDeparture: isDeparted ? departure : null,
      plannedArrival: arrival,
      activities: [
        { execActivity: 'TRAILER_IN', equipmentId: options.trailerIn?.[stop.stopId] ?? 'TA123456' },
        { execActivity: 'TRAILER_OUT', equipmentId: options.trailerOut?.[stop.stopId] ?? 'SNLU654321' },
      ],
    };
  });
}
