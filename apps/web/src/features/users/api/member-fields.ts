import { graphql } from '../../../graphql/gql';
import type { MemberFieldsFragment } from '../../../graphql/graphql';

// A member as Manage Users, View Profile and the user form show them (Member of users.graphql, D3-3.01).
export const memberFieldsFragment = graphql(`
  fragment MemberFields on Member {
    userId
    upn
    firstName
    lastName
    email
    mobileNumber
    countryCode
    carrierId
    tractorNumber
    userLastLogin
    userApplicationDetails {
      roles {
        roleName
      }
    }
    address {
      addressLine1
      city
      state
      postalCode
    }
  }
`);

export type MemberItem = MemberFieldsFragment;
