import { graphql } from '../../../graphql/gql';

// The fields of a LoadPosting (D1-3.01) the web app asks for, written once. A list asks only for what
// a card shows (`LoadCardFields`); the details of one load ask for the whole posting
// (`LoadPostingFields`), so that 25 cards do not carry every address and charge line. Nothing imports
// this file: the code generator reads it, and each document that spreads a fragment carries its text.
// The types of what these fragments answer are in load-posting.ts.

graphql(`
  fragment LoadCardFields on LoadPosting {
    loadId
    sourceSystem
    loadType
    isHazardous
    isHighValue
    isTemperatureControlled
    totalDistance
    distanceUOM
    totalWeight
    weightUOM
    numberOfStops
    transportMode
    buyAllowed
    isWatched
    originDeadHead
    destinationDeadHead
    rate {
      totalCharge
      currency
    }
    stops {
      stopId
      stopSequence
      stopType
      locationName
      city
      state
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

// A recommended load also carries its rank, whether the member opened it yet and how many loads share
// its lane (D1-4.13, D1-4.14); outside recommendations the server answers null for them.
graphql(`
  fragment RecommendedLoadFields on LoadPosting {
    ...LoadCardFields
    rank
    recommendationStatus
    similarLoads
  }
`);

graphql(`
  fragment LoadPostingFields on LoadPosting {
    ...LoadCardFields
    loadPostingStatus
    termsAndConditions
    managedEquipment
    exclusiveLoad
    rate {
      binRateIdentifier
      lineHaulCharge {
        charge
        chargeDescription
      }
      fuelCharge {
        charge
        chargeDescription
      }
      accessorials {
        accessorialCode
        accessorialDescription
        accessorialCharge
      }
    }
    stops {
      addressLine1
      addressLine2
      postalCode
      specialServices {
        specialServiceDesc
      }
    }
  }
`);
