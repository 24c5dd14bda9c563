import { graphql } from '../../../graphql/gql';

// D3-7.20 registerDevice: this device's push subscription, on its first subscription or a changed one
// (D3-4.47).
export const registerDeviceDocument = graphql(`
  mutation registerDevice($device: DeviceInput!) {
    registerDevice(device: $device) {
      deviceId
      registered
    }
  }
`);
