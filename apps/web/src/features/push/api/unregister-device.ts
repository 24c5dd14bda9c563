import { graphql } from '../../../graphql/gql';

// Stops pushes to this device (logout, D3-4.10).
export const unregisterDeviceDocument = graphql(`
  mutation unregisterDevice($endpoint: String!) {
    unregisterDevice(endpoint: $endpoint) {
      unregistered
    }
  }
`);
