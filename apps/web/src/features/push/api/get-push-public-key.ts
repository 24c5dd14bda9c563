import { graphql } from '../../../graphql/gql';

// The server's VAPID public key, the applicationServerKey this device subscribes with (decision 060).
export const getPushPublicKeyDocument = graphql(`
  query getPushPublicKey {
    getPushPublicKey
  }
`);
