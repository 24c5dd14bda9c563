import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Executor, Transaction } from '../../db/client';
import { makeReadableId, maxIdAttempts } from '../../db/readable-id';
import { carriers, memberRoles, members, shipments } from '../../db/schema/index';
import { badInput, conflict } from '../../platform/errors';
import { runInTransaction } from '../../db/run-in-transaction';
import { shipmentAmounts, tenderRows, type TenderDriver } from './shipment-rows';
import type { TenderShipmentInput } from './tender-shipment.schemas';
import { message } from '../../platform/i18n';
import { insertTenderRows } from './insert-tender-rows';

export type TenderShipmentOptions = {
  now: Date;
  /** Makes the shipmentId; the demo seed passes a seeded one to stay deterministic. */
  newShipmentId?: () => string;
  /** The marketplace posting whose booking makes this shipment (a load makes one shipment). */
  loadPostingId?: string;
  /** The carrier of `commonCarrierId`, when the caller has just read it (a booking's). */
  carrier?: TenderCarrier;
};

type TenderCarrier = { id: string; tmsCarrierId: string | null };

export type TenderShipmentResult = {
  /** The shipment's row. */
  id: string;
  shipmentId: string;
  shipmentState: TenderShipmentInput['state'];
  totalCost: number | null;
  offeredRate: number | null;
};

async function findCarrier(tx: Transaction, commonCarrierId: string): Promise<TenderCarrier> {
  const [carrier] = await tx
    .select({ id: carriers.id, tmsCarrierId: carriers.tmsCarrierId })
    .from(carriers)
    .where(eq(carriers.commonCarrierId, commonCarrierId));
  if (!carrier)
    throw badInput(message('integration.unknownCarrier'), {
      commonCarrierId: message('integration.noCarrier'),
    });
  return carrier;
}

async function findDriver(tx: Transaction, carrierId: string, upn: string): Promise<TenderDriver> {
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

/**
 * Tenders a shipment to a carrier, or imports one already under way (carrier or driver assigned,
 * in transit, delivered). An imported driver assignment is written as an 'Assign Driver' transaction
 * plus a PRIMARY DRIVER party, the same records a dispatcher's assignment makes. The rows are written
 * in one statement (insertTenderRows), again under another readable id if the first is taken.
 */
export async function tenderShipment(
  db: Executor,
  sourceSystem: SourceSystem,
  input: TenderShipmentInput,
  options: TenderShipmentOptions,
): Promise<TenderShipmentResult> {
  return runInTransaction(db, async (tx) => {
    const carrier = options.carrier ?? (await findCarrier(tx, input.commonCarrierId));
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

    const newId = options.newShipmentId ?? (() => makeReadableId('S'));
    const shipmentUuid = randomUUID();
    for (let attempt = 0; attempt < maxIdAttempts; attempt += 1) {
      const shipmentId = newId();
      const ids = { shipmentUuid, shipmentId, newUuid: randomUUID };
      const rows = tenderRows(ids, sourceSystem, carrier, input, driver, options);
      if (await insertTenderRows(tx, rows)) {
        const { totalCostCents, offeredRateCents } = shipmentAmounts(input);
        return {
          id: shipmentUuid,
          shipmentId,
          shipmentState: input.state,
          totalCost: totalCostCents,
          offeredRate: offeredRateCents,
        };
      }
    }
    throw new Error(`No free shipmentId after ${maxIdAttempts} attempts`);
  });
}
