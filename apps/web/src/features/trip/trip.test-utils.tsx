import type { Role } from '@freight/domain/roles';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import type { FakeApi, FakeGraphQL } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-with-api';
import type { TripShipment, TripShipmentStop } from './api/trip-shipment-fields';
import { TripPage } from './components/trip-page';

// Shipments of the trip screen's tests and the screen rendered at its route over a fake API.

export function makeTripStop(
  stop: Partial<TripShipmentStop> & Pick<TripShipmentStop, 'stopId' | 'sequenceNo'>,
): TripShipmentStop {
  return {
    stopType: 'P',
    locationName: null,
    addressLine1: null,
    city: 'Joliet',
    state: 'IL',
    postalCode: null,
    country: 'USA',
    latitude: 41.53,
    longitude: -88.08,
    appointmentFrom: null,
    appointmentTo: null,
    appointmentState: null,
    timeZone: 'America/Chicago',
    plannedArrival: null,
    plannedEta: null,
    estimatedArrival: null,
    actualEta: null,
    actualArrival: null,
    actualDeparture: null,
    lateArrivalReason: null,
    activities: [
      { execActivity: 'TRAILER_IN', equipmentId: null, equipmentType: null, chassisNumber: null },
      { execActivity: 'TRAILER_OUT', equipmentId: null, equipmentType: null, chassisNumber: null },
    ],
    ...stop,
  };
}

export function makeTripShipment(shipment: Partial<TripShipment> = {}): TripShipment {
  return {
    shipmentId: 'S1',
    loadId: 'L1',
    sourceSystem: 'MERCURYGATE',
    loadType: 'Brokerage',
    division: null,
    shipmentState: 'IN_TRANSIT',
    myLoadsBucket: 'inTransit',
    executionStatus: 'STARTED',
    gpsTrackingStatus: 1,
    managedEquipment: false,
    isDrayRoute: false,
    startCity: null,
    startState: null,
    startCountry: null,
    startDateTime: null,
    version: 3,
    isCallerDriver: true,
    stops: [
      makeTripStop({ stopId: 'P1', sequenceNo: 1, stopType: 'P', city: 'Joliet', state: 'IL' }),
      makeTripStop({ stopId: 'D2', sequenceNo: 2, stopType: 'D', city: 'Dallas', state: 'TX' }),
    ],
    ...shipment,
  };
}

export const locationsApi: FakeApi['rest'] = {
  '/v1/api/locations/searchByQuery': () =>
    Response.json([
      {
        cityName: 'Joliet',
        state: 'IL',
        country: 'USA',
        postalCode: '60431',
        coordinates: { lat: 41.53, lng: -88.08 },
        timeZone: 'America/Chicago',
      },
    ]),
};

type RenderTripOptions = {
  graphql?: FakeGraphQL;
  roles?: Role[];
  config?: Record<string, unknown>;
  queryClient?: QueryClient;
};

/** The trip screen of S1 opened from In Transit, its shipment answered by `shipment` unless overridden. */
export function renderTrip(
  shipment: TripShipment | null,
  { graphql = {}, roles = ['carrierDriver'], config, queryClient }: RenderTripOptions = {},
) {
  return renderRoutes(
    [
      { path: paths.app.tripExecution.path, element: <TripPage shipmentId="S1" /> },
      { path: paths.app.myLoadsList.path, element: <p>My Loads list</p> },
    ],
    { pathname: paths.app.tripExecution.getHref('S1'), state: { module: 'inTransit' } },
    {
      roles,
      ...(config ? { config } : {}),
      ...(queryClient ? { queryClient } : {}),
      api: {
        graphql: { getTripShipment: () => ({ data: { getShipmentDetails: shipment } }), ...graphql },
        rest: locationsApi,
      },
    },
  );
}
