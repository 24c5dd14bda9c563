import { graphql } from '../../../graphql/gql';
import type { UserPreferenceFieldsFragment } from '../../../graphql/graphql';

// The fields of a member's preferences (D3-3.07) the page reads, written once for the query and the
// save's answer. Nothing imports the fragment: the code generator reads it, and each document that
// spreads it carries its text.

graphql(`
  fragment UserPreferenceFields on UserPreference {
    groups
    updatedAt
    preferences {
      key
      value
      userPreferenceExists
    }
  }
`);

/** A member's preferences as the page reads them. */
export type UserPreferenceItem = UserPreferenceFieldsFragment;
