import type { SearchRuleIssue } from './validation';

// Every search rule's code (D1-5), listed once: the catalogues hold a text for each
// (`messages:searchRules.<issue>`, checked by @freight/locales' tests), and a client tells a rule's code
// from another field value with isSearchRuleIssue. `satisfies` keeps the list and the type equal.

const issues = {
  originMissing: true,
  destinationMissing: true,
  locationMissing: true,
  originMissingForStates: true,
  statesMissing: true,
  tooManyStates: true,
  unknownState: true,
  cityInvalid: true,
  pickupDateInvalid: true,
  pickupRangeReversed: true,
  dropDateInvalid: true,
  dropStartsBeforePickup: true,
  dropEndsBeforePickup: true,
  radiusInvalid: true,
  trailerTypeInvalid: true,
} as const satisfies Record<SearchRuleIssue, true>;

export const searchRuleIssues = Object.keys(issues) as SearchRuleIssue[];

export function isSearchRuleIssue(value: unknown): value is SearchRuleIssue {
  return typeof value === 'string' && Object.hasOwn(issues, value);
}
