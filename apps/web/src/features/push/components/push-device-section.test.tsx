import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import { renderWithApi } from '../../../test/render-with-api';
import { createApiClient } from '../../../lib/api-client';
import { createFakeFetch, type FakeGraphQL } from '../../../test/fake-api';
import { keepPushDeviceRegistered } from '../push-device';
import { PushDeviceSection } from './push-device-section';

// A browser with the Push API, whose permission, push manager and subscription the tests control.
const serverKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const device = (endpoint = 'https://fcm.googleapis.com/fcm/send/device-1') => ({
  endpoint,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

type FakeSubscription = { endpoint: string; toJSON: () => object; unsubscribe: () => Promise<boolean> };
let permission: NotificationPermission;
let subscription: FakeSubscription | null;
const requestPermission = vi.fn<() => Promise<NotificationPermission>>();
const subscribe = vi.fn<(options: { applicationServerKey: Uint8Array }) => Promise<FakeSubscription>>();

function fakeSubscription(endpoint?: string): FakeSubscription {
  const json = device(endpoint);
  return {
    endpoint: json.endpoint,
    toJSON: () => json,
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  };
}

beforeAll(async () => {
  await initI18n(null);
});

beforeEach(() => {
  permission = 'default';
  subscription = null;
  localStorage.clear();
  requestPermission.mockReset().mockImplementation(async () => {
    permission = 'granted';
    return permission;
  });
  subscribe.mockReset().mockImplementation(async () => {
    subscription = fakeSubscription();
    return subscription;
  });
  const pushManager = { getSubscription: async () => subscription, subscribe };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', class {});
  const notification = Object.defineProperties(class {}, {
    permission: { get: () => permission },
    requestPermission: { value: requestPermission },
  });
  vi.stubGlobal('Notification', notification);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  await changeLanguage('en', null);
});

const refused = () => ({ errors: [{ message: 'No', extensions: { code: 'BAD_USER_INPUT' } }] });

const api = () => ({
  graphql: {
    getPushPublicKey: () => ({ data: { getPushPublicKey: serverKey } }),
    registerDevice: () => ({ data: { registerDevice: { deviceId: 'd1', registered: true } } }),
    unregisterDevice: () => ({ data: { unregisterDevice: { unregistered: true } } }),
  },
});

describe('PushDeviceSection', () => {
  it('[D3-4.47] asks the permission only when Turn on is pressed, subscribes with the server key and registers the device', async () => {
    const { variablesOf } = renderWithApi(<PushDeviceSection />, { api: api() });
    const button = await screen.findByRole('button', { name: 'Turn on' });
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(await screen.findByText('This device gets your notifications.')).toBeTruthy();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    const key = subscribe.mock.calls[0]![0].applicationServerKey;
    expect(Buffer.from(key).toString('base64url')).toBe(serverKey);
    expect(variablesOf('registerDevice')).toEqual([{ device: device() }]);
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('[D3-4.10] Turn off unregisters the device and unsubscribes the browser', async () => {
    permission = 'granted';
    subscription = fakeSubscription();
    const current = subscription;
    const { variablesOf } = renderWithApi(<PushDeviceSection />, { api: api() });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(variablesOf('unregisterDevice')).toEqual([{ endpoint: device().endpoint }]);
    expect(current.unsubscribe).toHaveBeenCalled();
  });

  it('a refused permission says how to allow notifications and registers nothing', async () => {
    requestPermission.mockImplementation(async () => {
      permission = 'denied';
      return permission;
    });
    const { variablesOf } = renderWithApi(<PushDeviceSection />, { api: api() });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(variablesOf('registerDevice')).toEqual([]);
  });

  it('a refused registration keeps the button and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithApi(<PushDeviceSection />, {
      api: { graphql: { ...api().graphql, registerDevice: refused } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The change could not be made. Try again.');
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a browser without the Push API says it cannot receive them', async () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    renderWithApi(<PushDeviceSection />, { api: api() });
    expect(await screen.findByText('This browser cannot receive push notifications.')).toBeTruthy();
  });

  it('in French, with no axe violation', async () => {
    await changeLanguage('fr', null);
    renderWithApi(<PushDeviceSection />, { api: api() });
    expect(await screen.findByRole('button', { name: 'Activer' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Notifications sur cet appareil' })).toBeTruthy();
    expect(await findViolations(document.body)).toEqual([]);
  });
});

describe('keepPushDeviceRegistered', () => {
  const clientOver = (answers: FakeGraphQL) => {
    const fake = createFakeFetch({ graphql: answers });
    return {
      client: createApiClient({ timeoutMs: 5_000, basePath: '/web', fetch: fake.fetch }),
      calls: fake.calls,
    };
  };

  it('[D3-4.47] registers a changed subscription again, and not one the server already has', async () => {
    permission = 'granted';
    subscription = fakeSubscription();
    const { client, calls } = clientOver(api().graphql);
    await keepPushDeviceRegistered(client);
    await keepPushDeviceRegistered(client);
    subscription = fakeSubscription('https://fcm.googleapis.com/fcm/send/device-2');
    await keepPushDeviceRegistered(client);
    const registered = calls
      .filter((call) => call.operation === 'registerDevice')
      .map((call) => call.variables);
    expect(registered).toEqual([
      { device: device() },
      { device: device('https://fcm.googleapis.com/fcm/send/device-2') },
    ]);
  });

  it('[D3-4.50] a failed registration is only logged', async () => {
    permission = 'granted';
    subscription = fakeSubscription();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = clientOver({
      ...api().graphql,
      registerDevice: refused,
    });
    await expect(keepPushDeviceRegistered(client)).resolves.toBeUndefined();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('push: the device could not be registered', expect.anything()),
    );
    warn.mockRestore();
  });

  it('never asks for the permission itself', async () => {
    const { client, calls } = clientOver(api().graphql);
    await keepPushDeviceRegistered(client);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
