import type { LoadPostingPayload } from '../../modules/postings/load-posting.schemas';
import type { ScheduledStop } from './demo-routes';
import type { Random } from './prng';
import { formatInZone } from '@freight/domain/zoned-dates';

// Shippers, receivers and street addresses for demo stops.

export const companies = [
  'Midwest Packaging',
  'Harvest Valley Foods',
  'Summit Paper',
  'Blue Ridge Beverages',
  'Keystone Steel',
  'Prairie Grain',
  'Coastal Home Goods',
  'Ironwood Lumber',
  'Northstar Appliances',
  'Redline Auto Parts',
  'Evergreen Produce',
  'Granite Building Supply',
  'Lakeshore Plastics',
  'Sunbelt Furniture',
  'Pioneer Chemicals',
  'Maple Leaf Dairy',
  'Cascade Electronics',
  'Heartland Pet Foods',
  'Atlas Tire',
  'Riverbend Bottling',
];
export const facilityKinds = [
  'Distribution Center',
  'Warehouse',
  'Plant',
  'Cross-Dock',
  'Fulfillment Center',
];
export const streets = [
  'Industrial Pkwy',
  'Commerce Dr',
  'Logistics Blvd',
  'Enterprise Ave',
  'Freight Way',
  'Depot Rd',
  'Market St',
  'Warehouse Ln',
];
export const specialServices = [
  'Driver assist',
  'Liftgate',
  'Appointment required',
  'Inside delivery',
  'Scale ticket required',
];

type StopPayload = LoadPostingPayload['stops'][number];

/**
 * A facility's point: within about 3 miles of its town's (the gazetteer's) centre, so that a town's
 * loads are many points on the map, as real addresses are, rather than one.
 */
function facilityCoordinate(random: Random, centre: number, spreadDegrees: number): number {
  return Math.round((centre + (random.next() - 0.5) * spreadDegrees) * 100_000) / 100_000;
}

export function toStopPayload(
  random: Random,
  stop: ScheduledStop,
  sequence: number,
  options: { isPort?: boolean } = {},
): StopPayload {
  const { hub } = stop;
  const locationName = options.isPort
    ? `Port of ${hub.name} Terminal ${random.int(1, 6)}`
    : `${random.pick(companies)} ${random.pick(facilityKinds)}`;
  return {
    sequence,
    stopType: stop.stopType,
    locationName,
    addressLine1: `${random.int(100, 9_899)} ${random.pick(streets)}`,
    city: hub.name,
    state: hub.state,
    ...(hub.postalCode ? { postalCode: hub.postalCode } : {}),
    country: hub.country,
    latitude: facilityCoordinate(random, hub.latitude, 0.08),
    longitude: facilityCoordinate(random, hub.longitude, 0.1),
    timeZone: hub.timeZone,
    appointmentFrom: formatInZone(stop.from, hub.timeZone),
    appointmentTo: formatInZone(stop.to, hub.timeZone),
    appointmentConfirmed: stop.isConfirmed,
    specialServices: random.chance(0.15) ? [random.pick(specialServices)] : [],
  };
}
