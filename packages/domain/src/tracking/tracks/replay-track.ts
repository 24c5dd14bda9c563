// Drives replayed through the geofences in tests, and later through Chromium's geolocation override
// in the end-to-end test: plain data only, so that any runner can read them. The stops are a pickup in
// Joliet, Illinois and a delivery 19.3 km due north.

/** A fix: seconds from the start of the track, degrees, the accuracy radius in metres. */
export type TrackPoint = { t: number; lat: number; lng: number; accuracy: number };

export type ReplayTrack = {
  name: string;
  /** The trip's stops in sequence order. */
  stops: { stopId: string; lat: number; lng: number }[];
  points: TrackPoint[];
};
