import type { MyLoadBucket } from '@freight/domain/shipment-states';
import type { ShipmentDetailStop } from '../../../components/loads/details/api/get-shipment-details';

// The fields of a MyLoadShipment (my-loads.graphql) a card shows and its buttons decide by, written
// once for the lists and getShipment.

export const myLoadShipmentFieldsFragment = /* GraphQL */ `
  fragment MyLoadShipmentFields on MyLoadShipment {
    shipmentId
    loadId
    sourceSystem
    division
    loadType
    transportMode
    shipmentState
    myLoadsBucket
    executionStatus
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
    carrierPro
    predecessorShipmentId
    successorShipmentId
    driver {
      partyId
      driverName
    }
    assignmentTransaction {
      transactionId
      transactionType
      driverId
      driverName
      status
    }
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
  }
`;

export type MyLoadShipment = {
  shipmentId: string;
  loadId: string | null;
  sourceSystem: string;
  division: string | null;
  loadType: string;
  transportMode: string;
  shipmentState: string;
  myLoadsBucket: MyLoadBucket | null;
  executionStatus: string | null;
  totalDistance: number;
  distanceUOM: string;
  totalWeight: number;
  weightUOM: string;
  numberOfStops: number;
  isHazardous: boolean;
  isHighValue: boolean;
  isTemperatureControlled: boolean;
  currency: string;
  /** Decimal text; null when the shipment has no cost. */
  totalCost: string | null;
  carrierPro: string | null;
  predecessorShipmentId: string | null;
  successorShipmentId: string | null;
  /** Who drives it: the latest assignment transaction's driver (D2-4.15); null when none. */
  driver: { partyId: string; driverName: string } | null;
  assignmentTransaction: {
    transactionId: string;
    transactionType: string;
    driverId: string | null;
    driverName: string | null;
    status: string;
  } | null;
  stops: ShipmentDetailStop[];
};
