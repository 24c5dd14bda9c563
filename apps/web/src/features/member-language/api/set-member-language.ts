import { graphql } from '../../../graphql/gql';

// The language the member chose in the app, kept by the server for what it writes to them outside the
// app: e-mails, pushes, SMS (D3-1.03, decision 064).
export const setMemberLanguageDocument = graphql(`
  mutation setMemberLanguage($language: String!) {
    setMemberLanguage(language: $language) {
      language
    }
  }
`);
