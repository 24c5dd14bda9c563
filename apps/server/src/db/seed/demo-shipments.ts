import { formatCents, parseMoneyToCents } from '@freight/domain/money';
import type { LoadType, SourceSystem } from '@freight/domain/source-systems';
import type { TrailerType } from '@freight/domain/trailer-types';
import { tenderShipment } from '../../modules/shipments/tender-shipment';
import {
  tenderShipmentSchema,
  type ImportableShipmentState,
  type TenderShipmentPayload,
  unplannedTrailerActivities,
} from '../../modules/shipments/tender-shipment.schemas';
import type { Transaction } from '../client';
import { makeReadableId } from '../readable-id';
import { activeCarrierCommonId, inactiveCarrierCommonId } from './demo-carriers';
import { demoUpn } from './demo-people';
import {
  planRoute,
  priceLoad,
  routeTenths,
  scheduleStops,
  type HubIndex,
  type ScheduledStop,
} from './demo-routes';
import { toStopPayload } from './demo-stops';
import type { Random } from './prng';
import { formatInZone } from '@freight/domain/zoned-dates';

// Shipments for the demo carriers in every My Loads bucket (D2-4.01), tendered through the same use
// case as the integration API, with times relative to `now` so the buckets make sense on any day.

export type Plan = {
  state: ImportableShipmentState;
  carrier: string;
  source: SourceSystem;
  loadType: LoadType;
  trailer: TrailerType;
  driver?: string;
};
type PlanRow = [ImportableShipmentState, string, SourceSystem, LoadType, TrailerType, string?];
const [g, p] = [activeCarrierCommonId, inactiveCarrierCommonId];
// 2-5 per bucket for the active carrier, every source system among them; drivers are member keys.
// prettier-ignore
const planRows: PlanRow[] = [
  ['TENDERED', g, 'MERCURYGATE', 'Brokerage', 'Dry Van'],
  ['TENDERED', g, 'OTMNONASSET', 'Freight Under Management', 'Refrigerated'],
  ['TENDERED', g, 'MASTERMIND', 'Power Only', 'Power Only'],
  ['TENDERED', g, 'TRINIUM', 'Port Dray', 'Container'],
  ['CARRIER_ASSIGNMENT', g, 'MERCURYGATE', 'Brokerage', 'Flatbed'],
  ['CARRIER_ASSIGNMENT', g, 'MASTERMIND', 'PO Dray', 'Container'],
  ['CARRIER_ASSIGNMENT', g, 'ASL', 'Power Only', 'Power Only'],
  ['DRIVER_ASSIGNMENT', g, 'MERCURYGATE', 'Brokerage', 'Dry Van', 'driver'],
  ['DRIVER_ASSIGNMENT', g, 'MASTERMIND', 'Power Only', 'Power Only', 'driver2'],
  ['DRIVER_ASSIGNMENT', g, 'OTMNONASSET', 'Freight Under Management', 'Dry Van', 'driver'],
  ['DRIVER_ASSIGNMENT', g, 'MASTERMIND', 'PO Dray', 'Container', 'owner.operator'],
  // One trip under way per driver: a driver cannot run two at once.
  ['IN_TRANSIT', g, 'MERCURYGATE', 'Brokerage', 'Refrigerated', 'driver'],
  ['IN_TRANSIT', g, 'MASTERMIND', 'Power Only', 'Power Only', 'driver2'],
  ['IN_TRANSIT', g, 'OTMNONASSET', 'Freight Under Management', 'Dry Van', 'owner.operator'],
  ['DELIVERED_NEEDS_PPWK', g, 'MERCURYGATE', 'Brokerage', 'Dry Van', 'driver'],
  ['DELIVERED_NEEDS_PPWK', g, 'MASTERMIND', 'Power Only', 'Power Only', 'driver2'],
  ['DELIVERED_NEEDS_PPWK', g, 'TRINIUM', 'Port Dray', 'Container', 'owner.operator'],
  ['DELIVERED_WITH_PPWK', g, 'MERCURYGATE', 'Brokerage', 'Flatbed', 'driver2'],
  ['DELIVERED_WITH_PPWK', g, 'OTMNONASSET', 'Freight Under Management', 'Refrigerated', 'driver'],
  ['DELIVERED_WITH_PPWK', g, 'ASL', 'Power Only', 'Power Only', 'driver'],
  ['TENDERED', p, 'MASTERMIND', 'Power Only', 'Power Only'],
  ['CARRIER_ASSIGNMENT', p, 'MASTERMIND', 'PO Dray', 'Container'],
];
export const demoShipmentPlans: readonly Plan[] = planRows.map(
  ([state, carrier, source, loadType, trailer, driver]) => ({
    state,
    carrier,
    source,
    loadType,
    trailer,
    ...(driver ? { driver } : {}),
  }),
);

const hourMs = 3_600_000;
const customers = [
  'Harvest Valley Foods',
  'Summit Paper',
  'Keystone Steel',
  'Coastal Home Goods',
  'Northstar Appliances',
];
const commodityNames = [
  ['Canned vegetables', 'Pallets'],
  ['Paper towels', 'Cases'],
  ['Steel coils', 'Coils'],
  ['Bottled water', 'Pallets'],
  ['Auto parts', 'Crates'],
  ['Frozen poultry', 'Cartons'],
  ['Household cleaners', 'Drums'],
  ['Lumber', 'Bundles'],
] as const;

/** When the first pick-up is, by state: ahead for planned loads, hours ago when rolling, days ago when delivered. */
function firstPickupAt(random: Random, state: ImportableShipmentState, now: Date): Date {
  const hour = Math.floor(now.getTime() / hourMs) * hourMs;
  if (state === 'IN_TRANSIT') return new Date(hour - random.int(5, 9) * hourMs);
  if (state === 'DELIVERED_NEEDS_PPWK') return new Date(hour - random.int(3, 6) * 24 * hourMs);
  if (state === 'DELIVERED_WITH_PPWK') return new Date(hour - random.int(8, 14) * 24 * hourMs);
  return new Date(hour + random.int(20, 96) * hourMs);
}

/** A delivered load's last appointment ends hours before `now`: long hauls start earlier. */
function deliveredBefore(stops: ScheduledStop[], state: ImportableShipmentState, now: Date): ScheduledStop[] {
  const last = stops[stops.length - 1]!;
  const latestEnd = now.getTime() - 6 * hourMs;
  const shift = state.startsWith('DELIVERED') ? Math.max(0, last.to.getTime() - latestEnd) : 0;
  return stops.map((stop) => ({
    ...stop,
    from: new Date(stop.from.getTime() - shift),
    to: new Date(stop.to.getTime() - shift),
  }));
}

/** The source system's order id of the n-th demo shipment. */
export const demoOrderId = (source: SourceSystem, n: number) =>
  `${source.slice(0, 3)}-ORD-${String(50_000 + n)}`;

function buildTender(
  random: Random,
  index: HubIndex,
  now: Date,
  plan: Plan,
  n: number,
): TenderShipmentPayload {
  const isDray = plan.loadType === 'Port Dray' || plan.loadType === 'PO Dray';
  let route = planRoute(random, index, isDray ? 'dray' : 'regular', n === 7 ? 3 : 2);
  // An in-transit load must still be rolling: a long enough haul that the drop is ahead.
  for (let tries = 0; plan.state === 'IN_TRANSIT' && routeTenths(route) < 6_000 && tries < 50; tries += 1) {
    route = planRoute(random, index, 'regular', 2);
  }
  const scheduled = deliveredBefore(
    scheduleStops(random, route, firstPickupAt(random, plan.state, now), 2),
    plan.state,
    now,
  );
  const tenths = routeTenths(route);
  const rate = priceLoad(random, plan.trailer, tenths, route.length, 'USD');
  const isUnderWay = plan.state === 'IN_TRANSIT' || plan.state.startsWith('DELIVERED');
  const stops = scheduled.map((stop, i) => {
    const base = toStopPayload(random, stop, i + 1, { isPort: isDray && i === 0 });
    const commodityCount = stop.stopType !== 'P' ? 0 : n === 0 ? 6 : random.int(1, 3); // 6: 'Additional Commodities'
    const commodities = Array.from({ length: commodityCount }, (_, c) => {
      const [description, packagingType] = commodityNames[(n + c) % commodityNames.length]!;
      return {
        description,
        packagingType,
        weight: random.int(100, 800) * 10,
        weightUnit: 'lb',
        unitCount: random.int(4, 26),
      };
    });
    const arrival = new Date(stop.from.getTime() + random.int(-20, 40) * 60_000);
    const isDone = isUnderWay && (plan.state !== 'IN_TRANSIT' || i === 0);
    const actuals = isDone
      ? {
          actualArrival: formatInZone(arrival, stop.hub.timeZone),
          actualDeparture: formatInZone(
            new Date(arrival.getTime() + random.int(45, 150) * 60_000),
            stop.hub.timeZone,
          ),
        }
      : {};
    return {
      ...base,
      ...actuals,
      commodities,
      references: i === 0 ? [{ type: 'PU', value: `PU${random.int(100_000, 999_999)}` }] : [],
      activities: unplannedTrailerActivities(stop.stopType),
    };
  });
  const costItems = [
    {
      description: 'Line haul',
      rate: rate.lineHaul.unitCharge,
      rateQualifier: rate.lineHaul.rateQualifier,
      quantity: rate.lineHaul.quantity,
      totalAmount: rate.lineHaul.charge,
    },
    {
      description: 'Fuel surcharge',
      rate: rate.fuel.unitCharge,
      rateQualifier: rate.fuel.rateQualifier,
      quantity: rate.fuel.quantity,
      totalAmount: rate.fuel.charge,
    },
    ...rate.accessorials.map((item) => ({ description: item.description, totalAmount: item.charge })),
  ];
  const customer = random.pick(customers);
  return {
    commonCarrierId: plan.carrier,
    orderId: demoOrderId(plan.source, n),
    division: isDray ? 'INTERMODAL' : 'TRUCKLOAD',
    loadType: plan.loadType,
    transportMode: plan.trailer,
    isTemperatureControlled: plan.trailer === 'Refrigerated',
    isHazardous: n === 4,
    isHighValue: n === 8,
    isDrayRoute: isDray,
    managedEquipment: plan.trailer === 'Power Only' || plan.trailer === 'Container',
    totalDistance: tenths / 10,
    totalWeight: random.int(1_000, 4_400) * 10,
    currency: 'USD',
    // The offer is the cost items' total rounded up to the next 25 dollars, as brokers quote.
    offeredRate: formatCents(
      Math.ceil(
        costItems.reduce((sum, item) => sum + (parseMoneyToCents(item.totalAmount) ?? 0), 0) / 2_500,
      ) * 2_500,
    ),
    ...(plan.state !== 'TENDERED' ? { carrierPro: `GLF${String(700_000 + n)}` } : {}),
    state: plan.state,
    ...(plan.driver ? { driver: { upn: demoUpn(plan.driver) } } : {}),
    stops,
    references: [
      { type: 'BOL', value: `BOL${random.int(1_000_000, 9_999_999)}` },
      { type: 'PO', value: `PO-${random.int(10_000, 99_999)}` },
    ],
    services: n % 3 === 0 ? ['Driver assist', 'Pallet exchange'] : n % 3 === 1 ? ['Liftgate'] : [],
    notes:
      n % 2 === 0
        ? [{ noteType: 'DISPATCH', text: `Call ${customer} receiving 30 minutes before arrival.` }]
        : [],
    involvedParties: [
      {
        partyId: `CUST-${1_000 + (n % customers.length)}`,
        partyType: 'CUSTOMER',
        partyName: customer,
        partyPhone: '800-555-0100',
      },
    ],
    costItems,
  };
}

/** Tenders the n-th demo shipment of a plan in the caller's transaction, with an id from `idRandom`. */
export async function tenderDemoShipment(
  tx: Transaction,
  random: Random,
  idRandom: Random,
  index: HubIndex,
  now: Date,
  plan: Plan,
  n: number,
): Promise<string> {
  const newShipmentId = () => makeReadableId('S', (max) => Math.floor(idRandom.next() * max));
  // The same validation as the API: demo data that breaks a rule is a bug in the generator.
  const input = tenderShipmentSchema(plan.source).parse(buildTender(random, index, now, plan, n));
  const result = await tenderShipment(tx, plan.source, input, { now, newShipmentId });
  return result.shipmentId;
}

/** Tenders every planned shipment in the caller's transaction; returns the ids by state. */
export async function insertDemoShipments(
  tx: Transaction,
  random: Random,
  idRandom: Random,
  index: HubIndex,
  now: Date,
) {
  const created: { shipmentId: string; state: ImportableShipmentState; carrier: string }[] = [];
  for (const [n, plan] of demoShipmentPlans.entries()) {
    const shipmentId = await tenderDemoShipment(tx, random, idRandom, index, now, plan, n);
    created.push({ shipmentId, state: plan.state, carrier: plan.carrier });
  }
  return created;
}
