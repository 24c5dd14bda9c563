import type { MyLoadShipmentFieldsFragment } from '../../../graphql/graphql';
import { graphql } from '../../../graphql/gql';

// The fields of a MyLoadShipment (my-loads.graphql) a card shows and its buttons decide by, written
// once for the lists and getShipment.

graphql(`
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
`);

/** A shipment as its My Loads card shows it. */
export type MyLoadShipment = MyLoadShipmentFieldsFragment;
