import { and, count, eq, isNotNull } from 'drizzle-orm';
import {
  addReferenceRefusalOf,
  type AddReferenceRefusal,
} from '@freight/domain/references/add-reference-access';
import {
  isReferenceIssueCode,
  isSameReference,
  maxAddedReferencesPerShipment,
  maxReferenceRows,
  referenceRowsSchema,
  type ReferenceIssue,
  type ReferenceIssueCode,
  type ReferenceRow,
} from '@freight/domain/references/reference-rows';
import { referenceTypesFor } from '@freight/domain/references/reference-types';
import { bucketByShipmentState } from '@freight/domain/shipment-states';
import type { Transaction } from '../../db/client';
import { runInTransaction } from '../../db/run-in-transaction';
import { shipmentReferences, shipments, shipmentStops } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import { badInput, forbidden, notFound, type AppError } from '../../platform/errors';
import { message, type Message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { findCallerShipment, type ShipmentRow } from '../shipments/find-caller-shipment';
import { recordShipmentEvent } from '../shipments/record-shipment-event';
import { addReferenceInputSchema, type AddReferenceRequest } from './add-reference-input';

/** What addReference answers (D2-7.08): the success text, translated for the caller (D2-4.62). */
export type AddReferenceAnswer = { message: Message };

export const referenceAddedMessage = message('messages:references.added');
export const referenceShipmentNotFoundMessage = message('shipmentNotFound');
const notOfferedMessage = message('references.notOffered');

const refusalErrors: Record<AddReferenceRefusal, () => AppError> = {
  // The caller's roles match none of the three checks: the same answer as any role refusal.
  notReferenceAdder: () => forbidden(),
  sourceNotAllowed: () => forbidden(notOfferedMessage),
  noReferenceTypes: () => forbidden(notOfferedMessage),
  moduleWithoutReferences: () => forbidden(notOfferedMessage),
};

/** The limit each code names, besides the value's length (which is configured). */
const issueLimits: Partial<Record<ReferenceIssueCode, number>> = {
  TOO_MANY_ROWS: maxReferenceRows,
  TOO_MANY_REFERENCES: maxAddedReferencesPerShipment,
};

/** A rule's issue as the API says it: the code's text with the limit it names. */
function issueText(issue: ReferenceIssue, valueMaxLength: number): Message {
  const max = issue.code === 'VALUE_TOO_LONG' ? valueMaxLength : issueLimits[issue.code];
  return message(`messages:references.issues.${issue.code}`, max === undefined ? undefined : { max });
}

/** BAD_USER_INPUT naming each refused field (`references.1.referenceValue`), the first issue as message. */
function rowIssuesError(issues: readonly ReferenceIssue[], valueMaxLength: number): AppError {
  const fields: Record<string, Message> = {};
  for (const issue of issues) fields[issue.path.join('.')] ??= issueText(issue, valueMaxLength);
  return badInput(issueText(issues[0]!, valueMaxLength), fields);
}

/** The shipment's row locked for this change, read again: its state may have moved since it was found. */
async function lockShipment(tx: Transaction, shipment: ShipmentRow) {
  const [locked] = await tx
    .select({ shipmentState: shipments.shipmentState })
    .from(shipments)
    .where(eq(shipments.id, shipment.id))
    .for('update');
  return locked!;
}

/** The rows of the request by the domain's schema, against the shipment's types and stops (D2-5.33). */
function checkRows(
  request: AddReferenceRequest,
  context: { types: string[]; valueMaxLength: number; stopIds: string[] },
): ReferenceRow[] {
  const result = referenceRowsSchema(context).safeParse({ references: request.references });
  if (result.success) return result.data.references;
  const issues = result.error.issues.map((issue): ReferenceIssue => ({
    path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
    // Every rule names its code; anything else (a row that is not an object) is a row left incomplete.
    code: isReferenceIssueCode(issue.message) ? issue.message : 'REQUIRED',
  }));
  throw rowIssuesError(issues, context.valueMaxLength);
}

/**
 * addReference (D2-3.10, D2-4.62, D2-5.33, D2-6.06, D2-7.08): references added to a shipment the
 * caller may see (findCallerShipment: another carrier's, or a driver's colleague's, is NOT_FOUND) by
 * one of the three who may (the Dispatcher, the Leased owner-operator, the assigned Driver), where its
 * source system or division allows it and its list has the References tab. Under a lock of the
 * shipment's row, the rows it does not have yet are written with who added them, and one
 * REFERENCE_ADDED event goes to the source's feed, in the same transaction. A retry finds its rows
 * there and adds nothing (no second event either), and answers the same success.
 */
export async function addReference(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  input: unknown,
): Promise<AddReferenceAnswer> {
  const request = parseInput(addReferenceInputSchema, input);
  const config = await services.appConfig();
  const now = services.now();

  await runInTransaction(services.db, async (tx) => {
    const found = await findCallerShipment(tx, caller, request.shipmentId);
    if (!found) throw notFound(referenceShipmentNotFoundMessage);
    const { shipment, isCallerDriver } = found;
    const { shipmentState } = await lockShipment(tx, shipment);
    const refusal = addReferenceRefusalOf(
      { roles: caller.roles, isAssignedDriver: isCallerDriver },
      { ...shipment, module: bucketByShipmentState[shipmentState] ?? null },
      config,
    );
    if (refusal) throw refusalErrors[refusal]();

    const stops = await tx
      .select({ id: shipmentStops.id, stopId: shipmentStops.stopId })
      .from(shipmentStops)
      .where(eq(shipmentStops.shipmentId, shipment.id));
    const valueMaxLength = config.trip.referenceValueMaxLength;
    const rows = checkRows(request, {
      types: referenceTypesFor(shipment, config),
      valueMaxLength,
      stopIds: stops.map((stop) => stop.stopId),
    });

    const stopIdOf = new Map(stops.map((stop) => [stop.id, stop.stopId]));
    const stopUuidOf = new Map(stops.map((stop) => [stop.stopId, stop.id]));
    const existing = await tx
      .select({
        referenceType: shipmentReferences.type,
        referenceValue: shipmentReferences.value,
        stopUuid: shipmentReferences.stopId,
      })
      .from(shipmentReferences)
      .where(and(eq(shipmentReferences.shipmentId, shipment.id), eq(shipmentReferences.display, true)));
    const known = existing.map(({ stopUuid, ...row }) => ({
      ...row,
      stopId: stopUuid === null ? null : (stopIdOf.get(stopUuid) ?? stopUuid),
    }));
    const fresh = rows.filter((row) => !known.some((other) => isSameReference(other, row)));
    if (fresh.length === 0) return;

    const [added] = await tx
      .select({ count: count() })
      .from(shipmentReferences)
      .where(and(eq(shipmentReferences.shipmentId, shipment.id), isNotNull(shipmentReferences.createdBy)));
    if ((added?.count ?? 0) + fresh.length > maxAddedReferencesPerShipment)
      throw rowIssuesError([{ path: ['references'], code: 'TOO_MANY_REFERENCES' }], valueMaxLength);

    await tx.insert(shipmentReferences).values(
      fresh.map((row) => ({
        shipmentId: shipment.id,
        stopId: row.stopId === null ? null : stopUuidOf.get(row.stopId)!,
        type: row.referenceType,
        value: row.referenceValue,
        createdBy: caller.memberId,
        createdAt: now,
      })),
    );
    await recordShipmentEvent(tx, {
      type: 'REFERENCE_ADDED',
      shipment,
      occurredAt: now,
      data: {
        references: fresh,
        actionQualifier: request.actionQualifier,
        actionDetail: request.actionDetail,
        addedBy: caller.upn,
      },
    });
  });
  return { message: referenceAddedMessage };
}
