import { graphql } from '../../../graphql/gql';
import type { CapacityFieldsFragment } from '../../../graphql/graphql';

// The fields of a Capacity (D3-3.11) the web app asks for, written once: a card, the View and Edit
// screens and See results' header all show the same capacity. Nothing imports the fragment: the code
// generator reads it, and each document that spreads it carries its text.

graphql(`
  fragment CapacityFields on Capacity {
    capacityId
    capacityType
    trailerType
    origin {
      city
      state
      country
      postalCode
      latitude
      longitude
      radius
      timeZone
    }
    destination {
      city
      state
      country
      postalCode
      latitude
      longitude
      radius
    }
    destinationStates
    destinationCountry
    pickUpFromDate
    pickUpToDate
    preferredDays
    lastUpdatedDateTime
    lastUpdatedBy
    lastUpdatedByEmail
    lastUpdatedByPhoneNumber
    loadCount
    loadCountCapped
  }
`);

/** A capacity as the screens show it. */
export type CapacityItem = CapacityFieldsFragment;
