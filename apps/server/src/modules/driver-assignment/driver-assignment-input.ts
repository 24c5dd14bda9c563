import { z } from 'zod';
import { hasDriverStart } from '@freight/domain/driver-assignment';
import { message } from '../../platform/i18n';
import { issueMessage } from '../../platform/validate';

// The requests of driver-assignment.graphql. Ids are checked here so that a malformed one is a clear
// BAD_USER_INPUT, never a database cast error.

/** BOOKING: the owner-operator right after booking (D2-4.22); MY_LOADS: the List of Drivers (D2-2.40). */
export const assignSources = ['BOOKING', 'MY_LOADS'] as const;
export type AssignSource = (typeof assignSources)[number];

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max);

const shipmentIdSchema = text(64, issueMessage('input.chooseShipment'));
const driverIdSchema = z.uuid(issueMessage('driverAssignment.chooseDriver'));
const assignSourceSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(assignSources, issueMessage('driverAssignment.assignSource')));

export const startLocationSchema = z.object({
  city: text(80, issueMessage('driverAssignment.startCity')),
  state: text(40, issueMessage('driverAssignment.startState')),
  country: text(40, issueMessage('driverAssignment.startCountry')),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  // Not stored (shipments has no start zone column); checked so that a client sending junk hears it.
  timeZone: text(64, issueMessage('integration.timeZone')),
});
export type StartLocation = z.infer<typeof startLocationSchema>;

export const predecessorQuerySchema = z.object({
  shipmentId: shipmentIdSchema,
  driverId: driverIdSchema,
  assignSource: assignSourceSchema,
});

/** One answer for an unknown id and another carrier's: it never tells which (nor whether the shipment or the driver). */
export const shipmentOrDriverNotFoundMessage = message('driverAssignment.shipmentOrDriverNotFound');

export const missingStartMessage = message('driverAssignment.missingStart');

export const assignShipmentToDriverInputSchema = z
  .object({
    shipmentId: shipmentIdSchema,
    driverId: driverIdSchema,
    assignSource: assignSourceSchema,
    predecessorShipmentId: shipmentIdSchema.nullish(),
    startLocation: startLocationSchema.nullish(),
  })
  // D2-4.21: a driver is confirmed only with a predecessor shipment or a start location.
  .refine(hasDriverStart, {
    message: issueMessage(missingStartMessage),
    path: ['startLocation'],
  });
export type AssignShipmentToDriverInput = z.infer<typeof assignShipmentToDriverInputSchema>;

export const carrierDriversQuerySchema = z.object({
  search: z.string().max(200, issueMessage('driverAssignment.searchTooLong')).nullish(),
});

/** Un-Assign Driver (D2-7.10): the shipment, and the driver the caller saw on it. */
export const unassignDriverInputSchema = z.object({
  shipmentId: shipmentIdSchema,
  // The card the dispatcher pressed names a driver: if another one holds the load by now, the
  // dispatcher meant someone else and nothing is unassigned.
  driverId: driverIdSchema.nullish(),
});
export type UnassignDriverInput = z.infer<typeof unassignDriverInputSchema>;

export const ownAssignmentQuerySchema = z.object({ shipmentId: shipmentIdSchema });
