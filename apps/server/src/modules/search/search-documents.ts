import { loadPostingFields } from '../postings/postings.fixtures';

// GraphQL documents of the search tests: every field of a load posting (loadPostingFields), so that a
// field the contract promises but the server does not fill fails the test.

export const searchQuery = /* GraphQL */ `
  query Search($input: SearchLoadPostingInput!) {
    searchLoadPostingV2(input: $input) {
      totalRecords
      totalRecordsCapped
      message
      status
      error
      searchHistoryId
      searchHistoryFavorite
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
