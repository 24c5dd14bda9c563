import type { CapacityForm } from '@freight/domain/capacity/capacity-form';
import {
  capacityFieldOrder,
  checkCapacity,
  type CapacityIssues,
} from '@freight/domain/capacity/capacity-rules';
import { availabilityOf, fromCapacityRequest } from '@freight/domain/capacity/capacity-request';
import { sortWeekdays } from '@freight/domain/capacity/weekdays';
import type { AppConfig } from '@freight/domain/config';
import type { Executor } from '../../db/client';
import type { capacities } from '../../db/schema/capacity';
import { badInput } from '../../platform/errors';
import { message } from '../../platform/i18n';
import { parseInput } from '../../platform/validate';
import { capacityInputSchema } from './capacity-input';
import { asChosenPlace, findCapacityPlace } from './capacity-places';

// The payload of addCarrierCapacity and updateCarrierCapacity (D3-3.12), read back into the form and
// checked with the form's own rules (D3-5.17 to D3-5.24), its cities found in the gazetteer. A refused
// payload changes nothing; the answer names the first broken rule in the caller's language and every
// broken rule's code by field, which the form shows in its own words.

export type CapacityValues = Omit<
  typeof capacities.$inferInsert,
  'id' | 'carrierId' | 'lastUpdatedBy' | 'deletedAt' | 'createdAt' | 'updatedAt'
>;

function refuse(issues: CapacityIssues): never {
  const broken = capacityFieldOrder.flatMap((field) => {
    const issue = issues[field];
    return issue ? [[field, issue] as const] : [];
  });
  const [, first] = broken[0]!;
  throw badInput(message(`messages:capacityRules.${first}`), Object.fromEntries(broken));
}

/** The form with its cities as the gazetteer knows them; a city it does not know stays unchosen. */
async function withGazetteerPlaces(db: Executor, form: CapacityForm): Promise<CapacityForm> {
  const wantsDestination = form.destinationMode === 'city';
  const [origin, destination] = await Promise.all([
    findCapacityPlace(db, form.origin),
    wantsDestination ? findCapacityPlace(db, form.destination) : Promise.resolve(null),
  ]);
  const unknown = (place: CapacityForm['origin']) =>
    place ? { ...place, latitude: null, longitude: null } : null;
  return {
    ...form,
    origin: form.origin && origin ? asChosenPlace(form.origin, origin) : unknown(form.origin),
    destination:
      form.destination && destination
        ? asChosenPlace(form.destination, destination)
        : unknown(form.destination),
  };
}

/** The values to store, or BAD_USER_INPUT naming the broken rules. */
export async function readCapacityRequest(
  db: Executor,
  input: unknown,
  context: { now: Date; config: AppConfig },
): Promise<{ capacityId: string | null; values: CapacityValues }> {
  const request = parseInput(capacityInputSchema, input);
  const form = await withGazetteerPlaces(
    db,
    fromCapacityRequest(
      { ...request, capacityType: request.capacityType.trim().toUpperCase() },
      context.config,
    ),
  );
  const issues = checkCapacity(form, context);
  if (Object.keys(issues).length > 0) refuse(issues);

  const origin = form.origin!;
  const isTruck = form.capacityType === 'TRUCK';
  const availability = isTruck ? availabilityOf(form, context.config, context.now) : null;
  const destination = form.destinationMode === 'city' ? form.destination : null;
  const states = form.destinationMode === 'states' ? form.destinationStates : [];
  return {
    capacityId: request.capacityId ?? null,
    values: {
      capacityType: form.capacityType,
      trailerType: form.trailerType,
      originCity: origin.city,
      originState: origin.state,
      originCountry: origin.country,
      originPostalCode: origin.postalCode ?? null,
      originLatitude: origin.latitude!,
      originLongitude: origin.longitude!,
      originRadius: form.originRadius,
      destinationCity: destination?.city ?? null,
      destinationState: destination?.state ?? null,
      destinationCountry: destination?.country ?? (states.length > 0 ? form.destinationCountry : null),
      destinationPostalCode: destination?.postalCode ?? null,
      destinationLatitude: destination?.latitude ?? null,
      destinationLongitude: destination?.longitude ?? null,
      destinationRadius: destination ? form.destinationRadius : null,
      destinationStates: states,
      pickUpFromDate: availability?.from ?? null,
      pickUpToDate: availability?.to ?? null,
      preferredDays: isTruck ? [] : sortWeekdays(form.preferredDays),
    },
  };
}
