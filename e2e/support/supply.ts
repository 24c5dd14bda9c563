import { expect, type APIRequestContext } from '@playwright/test';

// The supply side of the browser tests: loads and shipments posted through the integration API with
// the demo source systems' keys, exactly as a source system would.

export type Place = {
  city: string;
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
};

export const places = {
  chicago: {
    city: 'Chicago',
    state: 'IL',
    postalCode: '60607',
    latitude: 41.8781,
    longitude: -87.6298,
    timeZone: 'America/Chicago',
  },
  miami: {
    city: 'Miami',
    state: 'FL',
    postalCode: '33101',
    latitude: 25.7617,
    longitude: -80.1918,
    timeZone: 'America/New_York',
  },
  // The pickup of the domain's replayed tracks (packages/domain/src/tracking/tracks/).
  joliet: {
    city: 'Joliet',
    state: 'IL',
    postalCode: '60431',
    latitude: 41.525,
    longitude: -88.0817,
    timeZone: 'America/Chicago',
  },
  dallas: {
    city: 'Dallas',
    state: 'TX',
    postalCode: '75201',
    latitude: 32.7767,
    longitude: -96.797,
    timeZone: 'America/Chicago',
  },
} satisfies Record<string, Place>;

/** A calendar date `days` from today in a time zone (YYYY-MM-DD). */
export function dateIn(timeZone: string, days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() + days * 86_400_000));
}

/** The zone's UTC offset (±HH:MM) at noon of a date. */
export function offsetOn(timeZone: string, date: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

function stop(
  sequence: number,
  stopType: 'P' | 'D',
  place: Place,
  date: string,
  from: string,
  to: string,
  appointmentConfirmed = true,
) {
  const offset = offsetOn(place.timeZone, date);
  return {
    sequence,
    stopType,
    locationName: `${place.city} ${stopType === 'P' ? 'Shipper' : 'Receiver'}`,
    city: place.city,
    state: place.state,
    postalCode: place.postalCode,
    country: 'USA',
    latitude: place.latitude,
    longitude: place.longitude,
    timeZone: place.timeZone,
    appointmentFrom: `${date}T${from}:00${offset}`,
    appointmentTo: `${date}T${to}:00${offset}`,
    appointmentConfirmed,
  };
}

export type PostedLoad = { loadId: string };

type PostLoadOptions = {
  lineHaul?: string;
  totalDistance?: number;
  /** Picks up today, in the pick-up's own time zone, any time of the day (the same-day warning). */
  pickUpToday?: boolean;
  /** false: the pick-up appointment is not confirmed yet (the appointment warning). */
  appointmentConfirmed?: boolean;
};

/**
 * Posts (or re-posts) an open Dry Van brokerage load from `origin` to `destination`, picking up
 * tomorrow (or today) with a confirmed appointment unless told otherwise.
 */
export async function postLoad(
  request: APIRequestContext,
  sourceReference: string,
  origin: Place,
  destination: Place,
  {
    lineHaul = '2000.00',
    totalDistance = 900,
    pickUpToday = false,
    appointmentConfirmed = true,
  }: PostLoadOptions = {},
): Promise<PostedLoad> {
  const pickup = dateIn(origin.timeZone, pickUpToday ? 0 : 1);
  const drop = dateIn(destination.timeZone, 3);
  const [pickUpFrom, pickUpTo] = pickUpToday ? ['00:00', '23:59'] : ['08:00', '12:00'];
  const response = await request.put(`/integration/v1/load-postings/${sourceReference}`, {
    headers: { 'x-api-key': 'demo-key-mercurygate' },
    data: {
      loadType: 'Brokerage',
      transportMode: 'Dry Van',
      isHazardous: false,
      isHighValue: false,
      isTemperatureControlled: false,
      totalDistance,
      totalWeight: 36_000,
      buyAllowed: true,
      managedEquipment: false,
      exclusiveLoad: false,
      rate: {
        currency: 'USD',
        binRateId: `BIN-${sourceReference}`,
        lineHaul: {
          charge: lineHaul,
          unitCharge: '2.2',
          quantity: String(totalDistance),
          rateQualifier: 'PM',
        },
      },
      stops: [
        stop(1, 'P', origin, pickup, pickUpFrom, pickUpTo, appointmentConfirmed),
        stop(2, 'D', destination, drop, '14:00', '18:00'),
      ],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as PostedLoad;
}

type TenderOptions = {
  /** DELIVERED_NEEDS_PPWK: each stop arrived and departed at its appointment (pick up in the past). */
  state: 'TENDERED' | 'CARRIER_ASSIGNMENT' | 'DRIVER_ASSIGNMENT' | 'DELIVERED_NEEDS_PPWK';
  driverUpn?: string;
  services?: string[];
  /** Who tenders it: a Brokerage load of MercuryGate unless told otherwise. */
  source?: { apiKey: string; loadType: string };
  /** Chicago to Dallas unless told otherwise. */
  route?: { pickup: Place; delivery: Place };
  /** The pickup's day from today in Chicago (2 unless told otherwise; -1: its appointment is past). */
  pickupInDays?: number;
  /**
   * The carrier's equipment is managed: no equipment question, and each stop's trailers are planned
   * by the source (TA100200 in and out), so a time alone can be saved (D2-4.42, D2-5.12).
   */
  managedEquipment?: boolean;
};

/** The non-asset freight under management source, whose declines need a reason (D2-9.09). */
export const freightUnderManagement = {
  apiKey: 'demo-key-otmnonasset',
  loadType: 'Freight Under Management',
};

const trailerActivities = [{ execActivity: 'TRAILER_IN' }, { execActivity: 'TRAILER_OUT' }];
const plannedTrailerActivities = trailerActivities.map((activity) => ({
  ...activity,
  equipmentId: 'TA100200',
}));

/** Tenders a shipment with 6 commodities, references and services to the demo carrier. */
export async function tenderShipment(request: APIRequestContext, orderId: string, options: TenderOptions) {
  const { apiKey, loadType } = options.source ?? { apiKey: 'demo-key-mercurygate', loadType: 'Brokerage' };
  const { pickup: origin, delivery } = options.route ?? { pickup: places.chicago, delivery: places.dallas };
  const pickupInDays = options.pickupInDays ?? 2;
  const isDelivered = options.state === 'DELIVERED_NEEDS_PPWK';
  const pickup = dateIn('America/Chicago', pickupInDays);
  const drop = dateIn('America/Chicago', isDelivered ? pickupInDays + 1 : Math.max(pickupInDays, 2) + 1);
  const done = <S extends { appointmentFrom: string; appointmentTo: string }>(planned: S) =>
    isDelivered
      ? { ...planned, actualArrival: planned.appointmentFrom, actualDeparture: planned.appointmentTo }
      : planned;
  const activities = options.managedEquipment ? plannedTrailerActivities : trailerActivities;
  const commodities = ['Paper towels', 'Canned soup', 'Bottled water', 'Cereal', 'Dish soap', 'Rice'].map(
    (description) => ({ description, packagingType: 'Cases', weight: 6_000, weightUnit: 'lb' }),
  );
  const response = await request.post('/integration/v1/shipments', {
    headers: { 'x-api-key': apiKey },
    data: {
      commonCarrierId: 'GLFC-20417',
      orderId,
      loadType,
      transportMode: 'Dry Van',
      totalDistance: 968.4,
      totalWeight: 36_000,
      managedEquipment: options.managedEquipment ?? false,
      currency: 'USD',
      offeredRate: '2850.00',
      state: options.state,
      ...(options.driverUpn ? { driver: { upn: options.driverUpn } } : {}),
      ...(options.state === 'TENDERED' ? {} : { carrierPro: `PRO-${orderId}` }),
      involvedParties: [{ partyId: 'CUST-1001', partyType: 'CUSTOMER', partyName: 'Summit Paper' }],
      costItems: [
        {
          description: 'Line haul',
          rate: '2.375',
          rateQualifier: 'PM',
          quantity: '968.4',
          totalAmount: '2300.00',
        },
      ],
      references: [{ type: 'BOL', value: `BOL-${orderId}` }],
      services: options.services ?? ['Driver assist'],
      // Each stop takes a trailer in and out, planned only with managed equipment: else the driver
      // enters them (D2-5.23).
      stops: [
        { ...done(stop(1, 'P', origin, pickup, '08:00', '10:00')), commodities, activities },
        { ...done(stop(2, 'D', delivery, drop, '14:00', '16:00')), activities },
      ],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { shipmentId: string };
}

export type ShipmentEvent = {
  eventId: number;
  type: string;
  shipmentId: string;
  data: Record<string, unknown>;
};

/** What the source system of `apiKey` has heard about one shipment, read from its event feed. */
export async function shipmentEventsOf(
  request: APIRequestContext,
  shipmentId: string,
  apiKey = 'demo-key-mercurygate',
): Promise<ShipmentEvent[]> {
  const events: ShipmentEvent[] = [];
  let after = 0;
  for (;;) {
    const response = await request.get(`/integration/v1/shipment-events?after=${after}&limit=500`, {
      headers: { 'x-api-key': apiKey },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const page = (await response.json()) as { events: ShipmentEvent[]; lastEventId: number };
    events.push(...page.events.filter((event) => event.shipmentId === shipmentId));
    if (page.events.length === 0) return events;
    after = page.lastEventId;
  }
}
