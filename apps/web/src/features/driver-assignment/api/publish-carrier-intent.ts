import { useMutation } from '@tanstack/react-query';
import type { ReloadIntent } from '@freight/domain/reload-intent';
import { useApiClient } from '../../../lib/api-provider';

// D2-7.17, D2-7.26 POST /intent/v1/publishCarrierIntent: whether the truck of a shipment just assigned
// needs a next route (D2-4.46 to D2-4.48). The server records it for the caller's carrier.
export const publishCarrierIntentPath = '/intent/v1/publishCarrierIntent';

export type PublishCarrierIntentInput = { shipmentId: string; intent: ReloadIntent };

export function usePublishCarrierIntent() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: PublishCarrierIntentInput) => client.postJson(publishCarrierIntentPath, input),
  });
}
