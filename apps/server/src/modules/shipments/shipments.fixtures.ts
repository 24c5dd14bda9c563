import { randomUUID } from 'node:crypto';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Executor } from '../../db/client';
import type { ImportableShipmentState, TenderShipmentPayload } from '../shipments/tender-shipment.schemas';
import { tenderShipmentSchema } from '../shipments/tender-shipment.schemas';
import { buildTenderPayload } from '../integration/integration.fixtures';
import { tenderShipment } from '../integration/tender-shipment';

// Shipments for the details tests, tendered through the integration API's own use case so that they
// are what a source system could have sent: one per state, with the actual times the state needs.

/** The server's clock in these tests; tokens from signInAt are valid around it. */
export const detailsNow = new Date('2030-03-01T12:00:00Z');

const arrived = { actualArrival: '2030-03-04T08:10:00-06:00' };
const departed = { ...arrived, actualDeparture: '2030-03-04T09:05:00-06:00' };
const delivered = {
  actualArrival: '2030-03-05T14:20:00-06:00',
  actualDeparture: '2030-03-05T15:00:00-06:00',
};

/** The stops of the default tender with the actual times a shipment in this state has. */
function stopsFor(state: ImportableShipmentState, payload: TenderShipmentPayload) {
  return payload.stops.map((stop, index) => {
    if (state === 'IN_TRANSIT') return index === 0 ? { ...stop, ...departed } : stop;
    if (state === 'DELIVERED_NEEDS_PPWK' || state === 'DELIVERED_WITH_PPWK')
      return { ...stop, ...(index === 0 ? departed : delivered) };
    return stop;
  });
}

export type TestShipmentOptions = {
  commonCarrierId: string;
  state: ImportableShipmentState;
  driverUpn?: string;
  sourceSystem?: SourceSystem;
  overrides?: Partial<TenderShipmentPayload>;
};

/** Tenders (or imports) a shipment in the given state; answers its shipment id. */
export async function tenderTestShipment(db: Executor, options: TestShipmentOptions): Promise<string> {
  const sourceSystem = options.sourceSystem ?? 'MERCURYGATE';
  const base = buildTenderPayload({
    commonCarrierId: options.commonCarrierId,
    orderId: `ORD-${randomUUID().slice(0, 12)}`,
    state: options.state,
    ...(options.driverUpn ? { driver: { upn: options.driverUpn } } : {}),
    ...options.overrides,
  });
  const payload = { ...base, stops: stopsFor(options.state, base) };
  const input = tenderShipmentSchema(sourceSystem).parse(payload);
  const { shipmentId } = await tenderShipment(db, sourceSystem, input, { now: detailsNow });
  return shipmentId;
}
