import * as z from 'zod/mini';
import { statesByCountry } from '../countries';
import { isValidRadius } from '../search/radius';
import { localDateOf } from '../zoned-dates';
import type { CapacityConfig, CapacityForm, CapacityPlace } from './capacity-form';
import { isCapacityType } from './capacity-form';
import { isWeekday } from './weekdays';

// Every rule of a capacity save (D3-5.17 to D3-5.24, D3-9.06), shared by the Add/Edit form and the
// server, which checks them again. Each broken rule is a code; the catalogues hold its text
// (`messages:capacityRules.<code>`).

/**
 * Capacities a carrier may keep at once (bounded work, decision 028): the spec sets none; far above
 * what a dispatcher posts, it stops a script. Each one is counted for every list and posting.
 */
export const maxCapacitiesPerCarrier = 200;

export type CapacityField =
  | 'capacityType'
  | 'trailerType'
  | 'origin'
  | 'originRadius'
  | 'pickUpDates'
  | 'preferredDays'
  | 'destination'
  | 'destinationRadius'
  | 'destinationStates';

const issueCodes = {
  capacityTypeInvalid: true,
  trailerTypeInvalid: true,
  originMissing: true,
  radiusInvalid: true,
  pickUpDateMissing: true,
  pickUpDateBeforeToday: true,
  pickUpRangeReversed: true,
  daysMissing: true,
  dayInvalid: true,
  destinationMissing: true,
  laneDestinationMissing: true,
  statesMissing: true,
  tooManyStates: true,
  unknownState: true,
} as const;
export type CapacityRuleIssue = keyof typeof issueCodes;
export const capacityRuleIssues = Object.keys(issueCodes) as CapacityRuleIssue[];

export function isCapacityRuleIssue(value: unknown): value is CapacityRuleIssue {
  return typeof value === 'string' && Object.hasOwn(issueCodes, value);
}

export type CapacityIssues = Partial<Record<CapacityField, CapacityRuleIssue>>;

/** The fields in the form's order, top down: the first broken one is what a refusal says first. */
export const capacityFieldOrder: readonly CapacityField[] = [
  'capacityType',
  'trailerType',
  'origin',
  'originRadius',
  'pickUpDates',
  'preferredDays',
  'destination',
  'destinationRadius',
  'destinationStates',
];

export type CapacityRulesContext = {
  /** The current moment: a Truck's first day may not precede today at its origin (D3-5.18). */
  now: Date;
  config: CapacityConfig;
};

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string | null | undefined): value is string {
  const match = isoDate.exec(value ?? '');
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isClockTime(value: string | null | undefined): value is string {
  return clockTime.test(value ?? '');
}

/** D3-5.21: the states chosen, "None" entries (an empty picker) left out. */
export function chosenStates(states: readonly string[]): string[] {
  return states.filter((state) => state.trim() !== '' && state !== 'None');
}

function isKnownState(country: string, state: string): boolean {
  const states = statesByCountry[country as keyof typeof statesByCountry];
  return states !== undefined && Object.hasOwn(states, state);
}

/** D3-5.17: a city chosen among the suggestions, with its state and coordinates. */
export function isChosenCity(place: CapacityPlace | null): place is CapacityPlace & {
  latitude: number;
  longitude: number;
} {
  return (
    place !== null &&
    place.city.trim() !== '' &&
    isKnownState(place.country, place.state) &&
    Number.isFinite(place.latitude) &&
    Number.isFinite(place.longitude) &&
    Math.abs(place.latitude!) <= 90 &&
    Math.abs(place.longitude!) <= 180
  );
}

/** The zone whose "today" a Truck's first day is judged in: the origin's, else the default (D3-5.18). */
export function pickUpZoneOf(form: Pick<CapacityForm, 'origin'>, config: CapacityConfig): string {
  return form.origin?.timeZone || config.app.defaultTimeZone;
}

function checkOrigin(form: CapacityForm, config: CapacityConfig, issues: CapacityIssues): void {
  if (!isChosenCity(form.origin)) issues.origin = 'originMissing';
  if (!isValidRadius(form.originRadius, config)) issues.originRadius = 'radiusInvalid';
}

function checkTruckDates(form: CapacityForm, { now, config }: CapacityRulesContext, issues: CapacityIssues) {
  const { pickUpFromDate: from, pickUpToDate: to } = form;
  // An empty time is a new Truck's: it starts when saved (availabilityOf).
  if (
    !isCalendarDate(from) ||
    !isCalendarDate(to) ||
    (form.pickUpTime !== '' && !isClockTime(form.pickUpTime))
  ) {
    issues.pickUpDates = 'pickUpDateMissing';
  } else if (from < localDateOf(now.getTime(), pickUpZoneOf(form, config))) {
    issues.pickUpDates = 'pickUpDateBeforeToday';
  } else if (to < from) {
    issues.pickUpDates = 'pickUpRangeReversed';
  }
}

function checkLaneDays(form: CapacityForm, issues: CapacityIssues): void {
  const days = form.preferredDays as readonly unknown[];
  if (days.length === 0) issues.preferredDays = 'daysMissing';
  else if (!days.every(isWeekday) || new Set(days).size !== days.length) issues.preferredDays = 'dayInvalid';
}

function checkDestination(form: CapacityForm, config: CapacityConfig, issues: CapacityIssues): void {
  switch (form.destinationMode) {
    case 'anywhere':
      if (form.capacityType === 'LANE') issues.destination = 'laneDestinationMissing';
      return;
    case 'city':
      if (!isChosenCity(form.destination))
        issues.destination = form.capacityType === 'LANE' ? 'laneDestinationMissing' : 'destinationMissing';
      if (!isValidRadius(form.destinationRadius, config)) issues.destinationRadius = 'radiusInvalid';
      return;
    case 'states': {
      const states = chosenStates(form.destinationStates);
      if (states.length < config.search.minStates) issues.destinationStates = 'statesMissing';
      else if (states.length > config.search.maxStates) issues.destinationStates = 'tooManyStates';
      else if (
        new Set(states).size !== states.length ||
        !states.every((state) => isKnownState(form.destinationCountry, state))
      )
        issues.destinationStates = 'unknownState';
      return;
    }
    default:
      issues.destination = 'destinationMissing';
  }
}

/** Every rule the form breaks, by field; an empty object means it may be saved. */
export function checkCapacity(form: CapacityForm, context: CapacityRulesContext): CapacityIssues {
  const { config } = context;
  const issues: CapacityIssues = {};
  if (!isCapacityType(form.capacityType)) issues.capacityType = 'capacityTypeInvalid';
  if (!(config.capacity.trailerTypes as readonly string[]).includes(form.trailerType))
    issues.trailerType = 'trailerTypeInvalid';
  checkOrigin(form, config, issues);
  if (form.capacityType === 'TRUCK') checkTruckDates(form, context, issues);
  if (form.capacityType === 'LANE') checkLaneDays(form, issues);
  checkDestination(form, config, issues);
  return issues;
}

/**
 * The rules at this moment as a zod/mini schema for the form (decision 026): each broken rule is an
 * issue on its field whose message is the rule's code.
 */
export function capacityRulesSchema(context: CapacityRulesContext): z.ZodMiniType<CapacityForm> {
  return z.custom<CapacityForm>().check(
    z.superRefine((form, refinement) => {
      for (const [field, issue] of Object.entries(checkCapacity(form, context))) {
        refinement.addIssue({ code: 'custom', path: [field], message: issue, input: form });
      }
    }),
  );
}
