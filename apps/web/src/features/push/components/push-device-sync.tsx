import { useEffect } from 'react';
import { useApiClient } from '../../../lib/api-provider';
import { keepPushDeviceRegistered } from '../push-device';

/**
 * Renders nothing: once the signed-in app starts, registers this device's push subscription again
 * when it changed since the server last took it (D3-4.47). It never asks for a permission.
 */
export function PushDeviceSync() {
  const client = useApiClient();
  useEffect(() => {
    void keepPushDeviceRegistered(client);
  }, [client]);
  return null;
}
