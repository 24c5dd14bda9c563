// GraphQL documents of the search tests: every field of a load posting, so that a field the contract
// promises but the server does not fill fails the test.

export const loadPostingFields = /* GraphQL */ `
  fragment LoadPostingFields on LoadPosting {
    loadId
    loadPostingStatus
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
    termsAndConditions
    buyAllowed
    managedEquipment
    exclusiveLoad
    rank
    similarLoads
    isWatched
    isGapForDriver
    isNextPickupLoadAvailable
    nextPickupLoadAvlSearchCriteria
    originDeadHead
    destinationDeadHead
    rate {
      binRateIdentifier
      totalCharge
      currency
      lineHaulCharge {
        charge
        unitCharge
        quantity
        rateQualifier
        chargeDescription
      }
      fuelCharge {
        charge
        unitCharge
        quantity
        rateQualifier
        chargeDescription
      }
      accessorials {
        accessorialCode
        accessorialDescription
        accessorialType
        accessorialCharge
      }
    }
    stops {
      stopId
      stopSequence
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
      deadHead
      specialServices {
        specialServiceDesc
      }
    }
  }
`;

export const searchQuery = /* GraphQL */ `
  query Search($input: SearchLoadPostingInput!) {
    searchLoadPostingV2(input: $input) {
      totalRecords
      message
      status
      error
      searchHistoryId
      loadPostings {
        ...LoadPostingFields
      }
    }
  }
  ${loadPostingFields}
`;

export const stateBasedQuery = /* GraphQL */ `
  query StateBased($input: StateBasedLoadInput!) {
    getStateBasedLoad(input: $input) {
      totalRecords
      loadPostings {
        ...LoadPostingFields
      }
    }
  }
  ${loadPostingFields}
`;

export const referenceQuery = /* GraphQL */ `
  query Reference($input: LoadByReferenceInput!) {
    searchLoadByReferenceV2(input: $input) {
      totalRecords
      loadPostings {
        ...LoadPostingFields
      }
      shipments {
        shipmentId
        loadId
        shipmentState
        myLoadsBucket
      }
    }
  }
  ${loadPostingFields}
`;

export const loadPostingQuery = /* GraphQL */ `
  query Posting($loadId: ID!) {
    getLoadPosting(loadId: $loadId) {
      ...LoadPostingFields
    }
  }
  ${loadPostingFields}
`;
