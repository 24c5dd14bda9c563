import * as z from 'zod/mini';
import type { SearchCriteria, SearchPlace } from './criteria';
import type { SearchFormState } from './editing';
import { validateSearchCriteria, type ValidationContext } from './validation';

// The search form as zod schemas (zod/mini: these ship to the browser). The shape reads a form kept
// in browser storage back; the rules schema turns the rules of D1-5 (validateSearchCriteria, which the
// server checks again) into one issue per field whose message is the rule's code.

const nullableString = z.nullable(z.string());

export const searchPlaceSchema: z.ZodMiniType<SearchPlace> = z.object({
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.optional(nullableString),
  timeZone: z.optional(nullableString),
});

/** The criteria's shape (not its rules): modes, places, radii, states, offset date-times, trailer. */
export const searchCriteriaShapeSchema: z.ZodMiniType<SearchCriteria> = z.object({
  originMode: z.enum(['anywhere', 'city']),
  origin: z.nullable(searchPlaceSchema),
  originRadius: z.number(),
  destinationMode: z.enum(['anywhere', 'city', 'states']),
  destination: z.nullable(searchPlaceSchema),
  destinationRadius: z.number(),
  destinationCountry: z.string(),
  destinationStates: z.array(z.string()),
  pickUpStartDate: nullableString,
  pickUpEndDate: nullableString,
  dropStartDate: nullableString,
  dropEndDate: nullableString,
  trailerType: z.string(),
});

/**
 * What the search form keeps: the criteria, the saved search they came from (D1-4.04) and whether the
 * user chose the delivery range.
 */
export const searchFormStateSchema: z.ZodMiniType<SearchFormState> = z.object({
  criteria: searchCriteriaShapeSchema,
  favorite: z.boolean(),
  criteriaId: nullableString,
  isDropRangeChosen: z.optional(z.boolean()),
});

/**
 * The rules of D1-5 at this moment: each broken rule is an issue on its field (`origin`, `pickUpDates`,
 * ...) whose message is the rule's code (a SearchRuleIssue), for the form to show in the user's words.
 */
export function searchRulesSchema(context: ValidationContext): z.ZodMiniType<SearchCriteria> {
  return z.custom<SearchCriteria>().check(
    z.superRefine((criteria, refinement) => {
      for (const [field, issue] of Object.entries(validateSearchCriteria(criteria, context))) {
        refinement.addIssue({ code: 'custom', path: [field], message: issue, input: criteria });
      }
    }),
  );
}
