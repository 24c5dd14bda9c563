import type { ApiClient } from '../../lib/api-client';
import { browserStorage, readStoredValue, writeStoredValue } from '../../lib/browser-storage';
import { getPushPublicKeyDocument } from './api/get-push-public-key';
import { registerDeviceDocument } from './api/register-device';
import { unregisterDeviceDocument } from './api/unregister-device';

// This browser's push subscription (decision 060): made through the service worker's push manager
// with the server's VAPID key, registered with registerDevice (D3-4.47), unregistered on logout
// (D3-4.10). What the server last took is remembered, so a changed subscription registers again.

/** unsupported: no service worker or Push API; denied: the user blocked notifications; off; on. */
export type PushDeviceState = 'unsupported' | 'denied' | 'off' | 'on';

const registeredKey = 'freight.push-device';

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

type DeviceInput = { endpoint: string; keys: { p256dh: string; auth: string } };

/** The subscription as registerDevice takes it, or null when the browser gave no keys. */
export function toDeviceInput(subscription: PushSubscriptionJSON): DeviceInput | null {
  const { endpoint, keys } = subscription;
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  return (await registration())?.pushManager.getSubscription() ?? null;
}

export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

async function register(client: ApiClient, device: DeviceInput): Promise<void> {
  await client.request(registerDeviceDocument, { device });
  writeStoredValue(browserStorage, registeredKey, JSON.stringify(device));
}

/**
 * Turns pushes on for this device, at the user's request (never on load): asks the permission,
 * subscribes with the server's key and registers the subscription. Answers the state it ends in.
 */
export async function turnOnPush(client: ApiClient): Promise<PushDeviceState> {
  if (!isPushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const worker = await navigator.serviceWorker.ready;
  const { getPushPublicKey } = await client.request(getPushPublicKeyDocument);
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(getPushPublicKey),
    }));
  const device = toDeviceInput(subscription.toJSON());
  if (!device) return 'off';
  await register(client, device);
  return 'on';
}

/**
 * On start, registers the subscription again when it is not the one the server last took (a new or
 * changed token, D3-4.47). Errors are only logged (D3-4.50).
 */
export async function keepPushDeviceRegistered(client: ApiClient): Promise<void> {
  try {
    if (!isPushSupported() || Notification.permission !== 'granted') return;
    const subscription = await currentSubscription();
    const device = subscription && toDeviceInput(subscription.toJSON());
    if (!device || readStoredValue(browserStorage, registeredKey) === JSON.stringify(device)) return;
    await register(client, device);
  } catch (error) {
    console.warn('push: the device could not be registered', error);
  }
}

/**
 * Stops pushes to this device (logout, D3-4.10): the server forgets it and the browser unsubscribes.
 * Never fails, so that logging out always goes on; errors are only logged (D3-4.50).
 */
export async function turnOffPush(client: ApiClient): Promise<void> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await client
      .request(unregisterDeviceDocument, { endpoint: subscription.endpoint })
      .catch(() => undefined);
    await subscription.unsubscribe();
  } catch (error) {
    console.warn('push: the device could not be unregistered', error);
  }
}
