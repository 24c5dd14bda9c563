import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api-provider';
import { graphql } from '../../../../graphql/gql';
import type { GetShipmentDetailsQuery } from '../../../../graphql/graphql';
import { shipmentDetailsQueryKey } from '../../../../lib/query-keys';

// getShipmentDetails(shipmentId): a shipment of the caller's carrier with what its details panel
// shows. A tab's list is null when the server decided the caller may not see that tab there, and an
// empty list when the tab is allowed and has nothing in it. The documents are not asked for here: the
// Documents tab fetches them when first opened (features/documents, D1-4.17); the division, the trip's
// status and the dray route are what it needs to know of the shipment.
export const getShipmentDetailsDocument = graphql(`
  query getShipmentDetails($shipmentId: ID!) {
    getShipmentDetails(shipmentId: $shipmentId) {
      shipmentId
      loadId
      sourceSystem
      division
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
      executionStatus
      isDrayRoute
      canAssignSelf
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
`);

/** A shipment with what its details panel shows; a tab's list is null where the server closed it. */
export type ShipmentDetails = NonNullable<GetShipmentDetailsQuery['getShipmentDetails']>;
export type ShipmentDetailStop = ShipmentDetails['stops'][number];
export type ShipmentCommodity = NonNullable<ShipmentDetails['commodities']>[number];
export type ShipmentReference = NonNullable<ShipmentDetails['references']>[number];
/** Amounts are decimal text in the shipment's currency. */
export type ShipmentCostItem = NonNullable<ShipmentDetails['costItems']>[number];

export function useShipmentDetails(shipmentId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: shipmentDetailsQueryKey(shipmentId),
    staleTime: 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(getShipmentDetailsDocument, { shipmentId }, { signal });
      return data.getShipmentDetails;
    },
  });
}
