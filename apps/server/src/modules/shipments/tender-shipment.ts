import { and, eq, inArray } from 'drizzle-orm';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Executor, Transaction } from '../../db/client';
import { makeReadableId, maxIdAttempts } from '../../db/readable-id';
import {
  assignmentTransactions,
  carriers,
  memberRoles,
  members,
  shipmentCostItems,
  shipmentInvolvedParties,
  shipmentNotes,
  shipmentReferences,
  shipments,
  shipmentServices,
  shipmentStops,
  shipmentTenderedCarriers,
  stopActivities,
  stopCommodities,
} from '../../db/schema/index';
import { badInput, conflict } from '../../platform/errors';
import { runInTransaction } from '../../db/run-in-transaction';
import { shipmentAmounts, toShipmentRow, toStopRows } from './shipment-rows';
import type { TenderShipmentInput } from './tender-shipment.schemas';
import { message } from '../../platform/i18n';
import { publishShipmentChange } from './publish-shipment-change';

export type TenderShipmentOptions = {
  now: Date;
  /** Makes the shipmentId; the demo seed passes a seeded one to stay deterministic. */
  newShipmentId?: () => string;
  /** The marketplace posting whose booking makes this shipment (a load makes one shipment). */
  loadPostingId?: string;
};

export type TenderShipmentResult = {
  /** The shipment's row. */
  id: string;
  shipmentId: string;
  shipmentState: TenderShipmentInput['state'];
  totalCost: number | null;
  offeredRate: number | null;
};

type Driver = {
  id: string;
  upn: string;
  name: string;
  email: string | null;
  phone: string | null;
  tractorNumber: string | null;
};

async function findDriver(tx: Transaction, carrierId: string, upn: string): Promise<Driver> {
  const [driver] = await tx
    .selectDistinct({
      id: members.id,
      upn: members.upn,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      phone: members.mobileNumber,
      tractorNumber: members.tractorNumber,
    })
    .from(members)
    .innerJoin(memberRoles, eq(memberRoles.memberId, members.id))
    .where(
      and(
        eq(members.upn, upn),
        eq(members.carrierId, carrierId),
        eq(members.active, true),
        inArray(memberRoles.role, ['carrierDriver', 'carrierLeasedOwnerOpr']),
      ),
    );
  if (!driver)
    throw badInput(message('integration.unknownDriver'), {
      'driver.upn': message('integration.noActiveDriver'),
    });
  return { ...driver, name: `${driver.firstName} ${driver.lastName}`.trim() };
}

async function insertShipmentRow(
  tx: Transaction,
  makeRow: (shipmentId: string) => typeof shipments.$inferInsert,
  newId: () => string,
) {
  for (let attempt = 0; attempt < maxIdAttempts; attempt += 1) {
    const shipmentId = newId();
    const [created] = await tx
      .insert(shipments)
      .values(makeRow(shipmentId))
      .onConflictDoNothing({ target: shipments.shipmentId })
      .returning({ id: shipments.id });
    if (created) return { id: created.id, shipmentId };
  }
  throw new Error(`No free shipmentId after ${maxIdAttempts} attempts`);
}

async function insertDetails(
  tx: Transaction,
  shipmentUuid: string,
  shipmentId: string,
  input: TenderShipmentInput,
) {
  const stops = await tx
    .insert(shipmentStops)
    .values(toStopRows(shipmentUuid, shipmentId, input))
    .returning({ id: shipmentStops.id, sequenceNo: shipmentStops.sequenceNo });
  const stopUuid = new Map(stops.map((stop) => [stop.sequenceNo, stop.id]));
  const commodities = input.stops.flatMap((stop) =>
    stop.commodities.map((commodity, index) => ({
      stopId: stopUuid.get(stop.sequence)!,
      commoditySeq: index + 1,
      ...commodity,
    })),
  );
  const references = [
    ...input.references.map((reference) => ({ shipmentId: shipmentUuid, stopId: null, ...reference })),
    ...input.stops.flatMap((stop) =>
      stop.references.map((reference) => ({
        shipmentId: shipmentUuid,
        stopId: stopUuid.get(stop.sequence)!,
        ...reference,
      })),
    ),
  ];
  const activities = input.stops.flatMap((stop) =>
    (stop.activities ?? []).map((activity, index) => ({
      stopId: stopUuid.get(stop.sequence)!,
      seqNo: index + 1,
      equipmentFlow: activity.execActivity,
      ...activity,
    })),
  );
  if (commodities.length > 0) await tx.insert(stopCommodities).values(commodities);
  if (activities.length > 0) await tx.insert(stopActivities).values(activities);
  if (references.length > 0) await tx.insert(shipmentReferences).values(references);
  if (input.services.length > 0) {
    await tx
      .insert(shipmentServices)
      .values(input.services.map((serviceDescription) => ({ shipmentId: shipmentUuid, serviceDescription })));
  }
  if (input.notes.length > 0)
    await tx.insert(shipmentNotes).values(input.notes.map((note) => ({ shipmentId: shipmentUuid, ...note })));
  if (input.costItems.length > 0) {
    await tx.insert(shipmentCostItems).values(
      input.costItems.map(({ totalAmount, ...item }) => ({
        shipmentId: shipmentUuid,
        ...item,
        totalAmountCents: totalAmount,
      })),
    );
  }
}

/**
 * Tenders a shipment to a carrier, or imports one already under way (carrier or driver assigned,
 * in transit, delivered). An imported driver assignment is written as an 'Assign Driver' transaction
 * plus a PRIMARY DRIVER party, the same records a dispatcher's assignment makes.
 */
export async function tenderShipment(
  db: Executor,
  sourceSystem: SourceSystem,
  input: TenderShipmentInput,
  options: TenderShipmentOptions,
): Promise<TenderShipmentResult> {
  return runInTransaction(db, async (tx) => {
    const [carrier] = await tx
      .select({ id: carriers.id, tmsCarrierId: carriers.tmsCarrierId })
      .from(carriers)
      .where(eq(carriers.commonCarrierId, input.commonCarrierId));
    if (!carrier)
      throw badInput(message('integration.unknownCarrier'), {
        commonCarrierId: message('integration.noCarrier'),
      });
    const driver = input.driver ? await findDriver(tx, carrier.id, input.driver.upn) : undefined;
    if (input.orderId) {
      const [duplicate] = await tx
        .select({ shipmentId: shipments.shipmentId })
        .from(shipments)
        .where(and(eq(shipments.sourceSystem, sourceSystem), eq(shipments.orderId, input.orderId)));
      if (duplicate)
        throw conflict(
          message('integration.orderTendered', { orderId: input.orderId, shipmentId: duplicate.shipmentId }),
        );
    }
    if (input.carrierPro) {
      const [taken] = await tx
        .select({ id: shipments.id })
        .from(shipments)
        .where(and(eq(shipments.assignedCarrierId, carrier.id), eq(shipments.carrierPro, input.carrierPro)));
      if (taken) throw conflict(message('integration.carrierProTaken'));
    }

    const { id: shipmentUuid, shipmentId } = await insertShipmentRow(
      tx,
      (id) => ({ ...toShipmentRow(sourceSystem, id, carrier, input), loadPostingId: options.loadPostingId }),
      options.newShipmentId ?? (() => makeReadableId('S')),
    );
    await insertDetails(tx, shipmentUuid, shipmentId, input);
    const parties = input.involvedParties.map((party) => ({ shipmentId: shipmentUuid, ...party }));
    if (driver) {
      const driverParty = {
        partyId: driver.upn,
        partyType: 'PRIMARY DRIVER',
        partyName: driver.name,
        partyEmail: driver.email ?? driver.upn,
      };
      parties.push({ shipmentId: shipmentUuid, ...driverParty, partyPhone: driver.phone ?? undefined });
      await tx.insert(assignmentTransactions).values({
        shipmentId: shipmentUuid,
        transactionType: 'Assign Driver',
        driverMemberId: driver.id,
        driverName: driver.name,
        driverEmail: driver.email ?? driver.upn,
        driverPhone: driver.phone,
        tractorNumber: driver.tractorNumber,
      });
    }
    await tx.insert(shipmentInvolvedParties).values(parties);
    const { totalCostCents, offeredRateCents } = shipmentAmounts(input);
    const isTendered = input.state === 'TENDERED';
    await tx.insert(shipmentTenderedCarriers).values({
      shipmentId: shipmentUuid,
      carrierId: carrier.id,
      offeredRateCents,
      status: isTendered ? 'OFFERED' : 'ACCEPTED',
      respondedAt: isTendered ? null : options.now,
    });
    await publishShipmentChange(tx, shipmentId);
    return {
      id: shipmentUuid,
      shipmentId,
      shipmentState: input.state,
      totalCost: totalCostCents,
      offeredRate: offeredRateCents,
    };
  });
}
