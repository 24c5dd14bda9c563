import { graphql } from '../../../graphql/gql';
import type { TripShipmentFieldsFragment } from '../../../graphql/graphql';

// What the trip screen reads of a shipment (D2-2, decision 037): its state, the trip's status and
// version, and every stop with its times and trailer activities. The trip mutations answer the same
// fields, so the screen shows the shipment as each call left it.
graphql(`
  fragment TripShipmentFields on ShipmentDetails {
    shipmentId
    loadId
    sourceSystem
    loadType
    division
    shipmentState
    myLoadsBucket
    executionStatus
    gpsTrackingStatus
    managedEquipment
    isDrayRoute
    startCity
    startState
    startCountry
    startDateTime
    version
    isCallerDriver
    stops {
      stopId
      sequenceNo
      stopType
      locationName
      addressLine1
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
      plannedArrival
      plannedEta
      estimatedArrival
      actualEta
      actualArrival
      actualDeparture
      lateArrivalReason
      activities {
        execActivity
        equipmentId
        equipmentType
        chassisNumber
      }
    }
  }
`);

export type TripShipment = TripShipmentFieldsFragment;
export type TripShipmentStop = TripShipment['stops'][number];
