import { useCallback } from 'react';
import { useApiClient } from '../../../../lib/api-provider';
import { graphql } from '../../../../graphql/gql';
import type { BuyLoadShipmentRequestQuery } from '../../../../graphql/graphql';

// D1-7.16 buyLoadShipmentRequest: the shipments a booking created, fetched right after an OK
// (D1-4.26). Only what the end of the booking flow needs is asked for: the shipment the owner-operator
// assigns themself to.
export const buyLoadShipmentRequestDocument = graphql(`
  query buyLoadShipmentRequest($shipmentIds: [ID!]!) {
    buyLoadShipmentRequest(shipmentIds: $shipmentIds) {
      shipmentId
      loadId
    }
  }
`);

export type BookedShipment = Pick<
  BuyLoadShipmentRequestQuery['buyLoadShipmentRequest'][number],
  'shipmentId' | 'loadId'
>;

/** Fetches the booked shipments; rejects with the API's first error (D1-4.32). */
export function useFetchBookedShipments() {
  const client = useApiClient();
  return useCallback(
    async (shipmentIds: readonly string[]) => {
      const data = await client.request(buyLoadShipmentRequestDocument, {
        shipmentIds: [...shipmentIds],
      });
      return data.buyLoadShipmentRequest;
    },
    [client],
  );
}
