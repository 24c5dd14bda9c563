import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { myLoadBuckets, type MyLoadBucket, type ShipmentState } from '@freight/domain/shipment-states';
import {
  makeDeliveryStop,
  makeShipmentStop,
  shipmentFigures,
} from '../loads/details/load-details.test-utils';
import { paths } from '../../config/paths';
import type { FakeApi } from '../../test/fake-api';
import { renderRoutes, type RenderOptions } from '../../test/render-with-api';
import type { DriverFilterCount, ShipmentsByStatePage } from './api/get-shipments-by-state';
import type { MyLoadShipment } from './api/my-load-shipment-fields';
import { MyLoadsIndex } from './components/my-loads-index';
import { MyLoadsListPage } from './components/my-loads-list-page';

// Shipments and pages as the My Loads API answers them, and the My Loads routes in a memory router
// with placeholders for the screens they lead to (which show the state they were given).

const stateOfBucket: Record<MyLoadBucket, ShipmentState> = {
  carrierTendered: 'TENDERED',
  carrierAssigned: 'CARRIER_ASSIGNMENT',
  driverAssigned: 'DRIVER_ASSIGNMENT',
  inTransit: 'IN_TRANSIT',
  deliveredNeedsPaperWork: 'DELIVERED_NEEDS_PPWK',
  deliveredWithPaperWork: 'DELIVERED_WITH_PPWK',
};

export function makeMyLoadShipment(
  shipmentId: string,
  bucket: MyLoadBucket = 'driverAssigned',
  overrides: Partial<MyLoadShipment> = {},
): MyLoadShipment {
  return {
    shipmentId,
    loadId: null,
    sourceSystem: 'MERCURYGATE',
    division: null,
    loadType: 'Brokerage',
    transportMode: 'Refrigerated',
    shipmentState: stateOfBucket[bucket],
    myLoadsBucket: bucket,
    executionStatus: null,
    ...shipmentFigures,
    totalCost: '1850.50',
    carrierPro: null,
    predecessorShipmentId: null,
    successorShipmentId: null,
    driver: null,
    assignmentTransaction: null,
    // Delivered in the future, as a reload searches from the delivery day on.
    stops: [
      makeShipmentStop(),
      makeDeliveryStop({
        appointmentFrom: '2030-11-26T06:00:00-06:00',
        appointmentTo: '2030-11-26T14:00:00-06:00',
      }),
    ],
    ...overrides,
  };
}

/** Every list's count: the given ones, 0 for the others. */
export function makeCounts(counts: Partial<Record<MyLoadBucket, number>> = {}) {
  return myLoadBuckets.map((bucket) => ({ bucket, count: counts[bucket] ?? 0 }));
}

export function makePage(
  filter: MyLoadBucket,
  shipments: MyLoadShipment[],
  options: {
    totalCount?: number;
    pageIndex?: number;
    counts?: Partial<Record<MyLoadBucket, number>>;
    filterCounts?: DriverFilterCount[];
  } = {},
): ShipmentsByStatePage {
  const totalCount = options.totalCount ?? shipments.length;
  return {
    filter,
    totalCount,
    pageIndex: options.pageIndex ?? 0,
    pageSize: 25,
    counts: makeCounts(options.counts ?? { [filter]: totalCount }),
    filterCounts: options.filterCounts ?? [],
    shipments,
  };
}

type ListVariables = {
  input: { filter: MyLoadBucket; driverId?: string; pagination: { pageIndex: number } };
};

/** Answers getShipmentsWithStopsByState with the page a function makes of the input. */
export function answerLists(
  pageOf: (input: ListVariables['input']) => ShipmentsByStatePage,
): FakeApi['graphql'] {
  return {
    getShipmentsWithStopsByState: (variables) => ({
      data: { getShipmentsWithStopsByState: pageOf((variables as ListVariables).input) },
    }),
  };
}

/** A screen a My Loads action leads to: its name and the navigation state it got. */
function Destination({ name }: { name: string }) {
  const { state } = useLocation();
  return (
    <div>
      <p>{name}</p>
      <pre data-testid="navigation-state">{JSON.stringify(state ?? null)}</pre>
    </div>
  );
}

export function renderMyLoads(
  entry: string | { pathname: string; state: unknown },
  options: RenderOptions = {},
  list?: ReactNode,
) {
  return renderRoutes(
    [
      { path: paths.app.myLoads.path, element: <MyLoadsIndex /> },
      { path: paths.app.myLoadsList.path, element: list ?? <MyLoadsListPage /> },
      { path: paths.app.shipmentDetails.path, element: <Destination name="Shipment page" /> },
      { path: paths.app.tripExecution.path, element: <Destination name="Trip screen" /> },
      { path: paths.app.search.path, element: <Destination name="Search screen" /> },
      { path: paths.app.searchResults.path, element: <Destination name="Search results" /> },
    ],
    entry,
    options,
  );
}
