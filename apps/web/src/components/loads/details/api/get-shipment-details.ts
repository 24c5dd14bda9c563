import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api-provider';

// getShipmentDetails(shipmentId): a shipment of the caller's carrier with what its details panel
// shows. A tab's list is null when the server decided the caller may not see that tab there, and an
// empty list when the tab is allowed and has nothing in it. The documents are not asked for here: the
// Documents tab fetches them when first opened (get-shipment-documents.ts, D1-4.17).
export const getShipmentDetailsDocument = /* GraphQL */ `
  query getShipmentDetails($shipmentId: ID!) {
    getShipmentDetails(shipmentId: $shipmentId) {
      shipmentId
      loadId
      sourceSystem
      loadType
      transportMode
      shipmentState
      myLoadsBucket
      totalDistance
      distanceUOM
      totalWeight
      weightUOM
      numberOfStops
      isHazardous
      isHighValue
      isTemperatureControlled
      currency
      totalCost
      hasServices
      stops {
        stopId
        sequenceNo
        stopType
        locationName
        addressLine1
        addressLine2
        city
        state
        postalCode
        country
        latitude
        longitude
        appointmentFrom
        appointmentTo
        appointmentState
        timeZone
      }
      commodities {
        commodityDesc
        packagingType
        weight
        weightUnit
        unitCount
      }
      services {
        serviceDescription
      }
      references {
        type
        value
        display
      }
      costItems {
        costBreakdownDescription
        rate
        rateQlfr
        qty
        totalAmount
      }
    }
  }
`;

export type ShipmentDetailStop = {
  stopId: string;
  sequenceNo: number;
  stopType: string;
  locationName: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string | null;
  country: string;
  latitude: number;
  longitude: number;
  /** ISO 8601 with the stop's offset; null when the source system sent none. */
  appointmentFrom: string | null;
  appointmentTo: string | null;
  appointmentState: string | null;
  timeZone: string;
};

export type ShipmentCommodity = {
  commodityDesc: string;
  packagingType: string | null;
  weight: number | null;
  weightUnit: string | null;
  unitCount: number | null;
};

export type ShipmentReference = { type: string; value: string; display: boolean };

/** Amounts are decimal text in the shipment's currency. */
export type ShipmentCostItem = {
  costBreakdownDescription: string;
  rate: string | null;
  rateQlfr: string | null;
  qty: string | null;
  totalAmount: string;
};

export type ShipmentDetails = {
  shipmentId: string;
  loadId: string | null;
  sourceSystem: string;
  loadType: string;
  transportMode: string;
  shipmentState: string;
  /** The My Loads list the shipment is in: the module of its panel. */
  myLoadsBucket: string | null;
  totalDistance: number;
  distanceUOM: string;
  totalWeight: number;
  weightUOM: string;
  numberOfStops: number;
  isHazardous: boolean;
  isHighValue: boolean;
  isTemperatureControlled: boolean;
  currency: string;
  totalCost: string | null;
  hasServices: boolean;
  stops: ShipmentDetailStop[];
  commodities: ShipmentCommodity[] | null;
  services: { serviceDescription: string }[] | null;
  references: ShipmentReference[] | null;
  costItems: ShipmentCostItem[] | null;
};

type GetShipmentDetailsData = { getShipmentDetails: ShipmentDetails | null };

export function getShipmentDetailsQueryKey(shipmentId: string) {
  return ['getShipmentDetails', shipmentId] as const;
}

export function useShipmentDetails(shipmentId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: getShipmentDetailsQueryKey(shipmentId),
    staleTime: 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request<GetShipmentDetailsData>(
        getShipmentDetailsDocument,
        { shipmentId },
        { signal },
      );
      return data.getShipmentDetails;
    },
  });
}
