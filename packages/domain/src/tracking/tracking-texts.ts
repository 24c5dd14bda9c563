import { fenceCues, trackingEndReasons, type GeofenceEffect } from './geofence-machine';
import { gpsTrackingStatusNames } from './tracking-states';

// The texts of tracking in `messages:tracking`, by group: the codes the tracking modules answer, and
// the labels of the tracking-on indicator and its End tracking control (issue 14 part 6). The web app
// takes its keys from here, and a test checks that each one has its text in every language.

/** What the app tells the driver when the fences record a time (placeholders: location, time). */
export const recordedTimeTexts = [
  'arrivalRecorded',
  'departureRecorded',
] as const satisfies readonly GeofenceEffect['type'][];

export const trackingControlTexts = [
  'indicator',
  'indicatorDescription',
  'endTracking',
  'endTrackingQuestion',
  'endTrackingConfirm',
  'keepTracking',
] as const;

export const trackingTextKeys = {
  states: gpsTrackingStatusNames,
  /** Placeholder: location. */
  cues: fenceCues,
  recorded: recordedTimeTexts,
  ended: trackingEndReasons,
  controls: trackingControlTexts,
} as const;
