import type { DriverFilterCount, ShipmentsByState } from '../../generated/graphql';
import { and, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  allDriversFilter,
  isDeliveredBucket,
  mayFilterByDriver,
  showsDriverFilter,
  unknownDriverFilter,
} from '@freight/domain/my-loads/driver-filter';
import { myLoadBuckets, permissionOfBucket, type MyLoadBucket } from '@freight/domain/shipment-states';
import { shipments } from '../../db/schema/shipments';
import { featureUnavailableMessage, requirePermission } from '../../platform/access';
import type { Caller } from '../../platform/caller';
import { badInput, forbidden } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { issueMessage, parseInput } from '../../platform/validate';
import { countMyLoads } from './count-my-loads';
import { choosePage, myLoadsPaginationSchema } from './my-loads-paging';
import {
  callerShipmentsCondition,
  countByDriver,
  findShipmentCards,
  statesOfBuckets,
  type DriverCondition,
  type DriverCount,
} from './shipment-cards';
import { message } from '../../platform/i18n';

const shipmentsByStateSchema = z.object({
  filter: z.enum(myLoadBuckets, issueMessage('myLoads.filter', { filters: myLoadBuckets.join(', ') })),
  driverId: z.string().trim().min(1).max(200).nullish(),
  pagination: myLoadsPaginationSchema,
});

export type DriverFilterCountView = DriverFilterCount;

export type ShipmentsByStateView = ShipmentsByState;

/** All_Drivers (or none) lists everyone; Unknown the shipments without a driver; else one driver. */
function toDriverCondition(driverId: string | null | undefined): DriverCondition | null {
  if (!driverId || driverId === allDriversFilter) return null;
  return driverId === unknownDriverFilter ? 'unknown' : { partyId: driverId.toLowerCase() };
}

/** The server's check of the driver filter: the delivered lists, the permission, the flag (D2-2.19). */
function requireDriverFilter(caller: Caller, bucket: MyLoadBucket, features: { driverFilter: boolean }) {
  if (!isDeliveredBucket(bucket))
    throw badInput(message('myLoads.driverFilterNotDelivered'), {
      driverId: message('myLoads.driverFilterLists'),
    });
  if (!mayFilterByDriver(caller.roles)) throw forbidden();
  if (!features.driverFilter) throw forbidden(featureUnavailableMessage);
}

function countOf(driverCounts: DriverCount[], condition: DriverCondition | null): number {
  const matches = (row: DriverCount) =>
    condition === null ||
    (condition === 'unknown' ? row.partyId === null : row.partyId === condition.partyId);
  return driverCounts.filter(matches).reduce((sum, row) => sum + row.count, 0);
}

/** The drivers by name, then All Drivers and Unknown (D2-2.19). */
function toFilterCounts(driverCounts: DriverCount[]): DriverFilterCountView[] {
  return [
    ...driverCounts.flatMap((row) =>
      row.partyId === null
        ? []
        : [{ driverId: row.partyId, driverName: row.driverName ?? row.partyId, count: row.count }],
    ),
    { driverId: allDriversFilter, driverName: null, count: countOf(driverCounts, null) },
    { driverId: unknownDriverFilter, driverName: null, count: countOf(driverCounts, 'unknown') },
  ];
}

/**
 * getShipmentsWithStopsByState (D2-7.04): one page of a My Loads list of the caller's carrier, in the
 * list's order, with the count of every list the caller may open and, on the delivered lists for those
 * who may filter by driver, the driver filter's counts. The list needs its permission (D2-6.01,
 * D2-6.03); a driver sees only their own shipments (D2-6.02). The page size is the configuration's
 * (D2-9.01) unless the client asks for another.
 */
export async function listMyLoads(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  input: unknown,
): Promise<ShipmentsByStateView> {
  const { filter, driverId, pagination } = parseInput(shipmentsByStateSchema, input);
  requirePermission(caller, permissionOfBucket[filter]);
  const config = await services.appConfig();
  const driver = toDriverCondition(driverId);
  if (driver !== null) requireDriverFilter(caller, filter, config.features);
  const page = choosePage(pagination, config);
  const carrierId = caller.carrier?.id;
  const counts = await countMyLoads(services, caller);
  const empty = { filter, shipments: [], totalCount: 0, pageIndex: page.pageIndex, pageSize: page.pageSize };
  if (!carrierId) return { ...empty, counts, filterCounts: [] };

  const { db } = services;
  const where = and(
    callerShipmentsCondition(caller, carrierId),
    inArray(shipments.shipmentState, statesOfBuckets([filter])),
  );
  const [driverCounts, cards] = await Promise.all([
    countByDriver(db, where),
    findShipmentCards(db, {
      where,
      viewerRoles: caller.roles,
      driver,
      order: isDeliveredBucket(filter) ? 'latestDelivery' : 'pickUp',
      page,
    }),
  ]);
  return {
    ...empty,
    shipments: cards,
    totalCount: countOf(driverCounts, driver),
    counts,
    filterCounts: showsDriverFilter(filter, caller.roles, config.features)
      ? toFilterCounts(driverCounts)
      : [],
  };
}
