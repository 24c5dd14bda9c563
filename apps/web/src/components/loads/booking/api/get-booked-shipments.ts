import { useCallback } from 'react';
import { useApiClient } from '../../../../lib/api-provider';

// D1-7.16 buyLoadShipmentRequest: the shipments a booking created, fetched right after an OK
// (D1-4.26). Only what the end of the booking flow needs is asked for: the shipment the owner-operator
// assigns themself to.
export const buyLoadShipmentRequestDocument = /* GraphQL */ `
  query buyLoadShipmentRequest($shipmentIds: [ID!]!) {
    buyLoadShipmentRequest(shipmentIds: $shipmentIds) {
      shipmentId
      loadId
    }
  }
`;

export type BookedShipment = { shipmentId: string; loadId: string | null };

type BuyLoadShipmentRequestData = { buyLoadShipmentRequest: BookedShipment[] };

/** Fetches the booked shipments; rejects with the API's first error (D1-4.32). */
export function useFetchBookedShipments() {
  const client = useApiClient();
  return useCallback(
    async (shipmentIds: readonly string[]) => {
      const data = await client.request<BuyLoadShipmentRequestData>(buyLoadShipmentRequestDocument, {
        shipmentIds,
      });
      return data.buyLoadShipmentRequest;
    },
    [client],
  );
}
