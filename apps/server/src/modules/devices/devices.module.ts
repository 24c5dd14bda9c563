import { signedIn, signedInCaller } from '../../platform/access';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { registerDevice } from './register-device';
import { unregisterDevice } from './unregister-device';
import { serverVapidKeys } from './vapid-keys';

// The devices a member gets pushes on (D3-4.47, D3-7.20; decision 060), for any signed-in member, on
// their own devices only. The spec's device service path is shared with the feedback form (POST, the
// feedback module): PUT registers a device there and DELETE unregisters it. The pushes themselves are
// the notifications' push channel (web-push-channel.ts).
const devicePath = '/devicemanage/v1/manage';
const signedInAccess = { config: { access: 'signedIn' } } as const;

export const devicesModule: ApiModule = {
  name: 'devices',
  typeDefs: readTypeDefs('devices'),
  resolvers: {
    Query: {
      getPushPublicKey: signedIn(
        async (_root, _args, context) => (await serverVapidKeys(context.services)).publicKey,
      ),
    },
    Mutation: {
      registerDevice: signedIn((_root, { device }: { device: unknown }, context) =>
        registerDevice(context.services, context.caller, device),
      ),
      unregisterDevice: signedIn((_root, args: { endpoint: unknown }, context) =>
        unregisterDevice(context.services.db, context.caller, args),
      ),
    },
  },
  routes: (app, services) => {
    app.put(devicePath, signedInAccess, (request) =>
      registerDevice(services, signedInCaller(request), request.body),
    );
    app.delete(devicePath, signedInAccess, (request) =>
      unregisterDevice(services.db, signedInCaller(request), request.body),
    );
    // The keys are made on the first start, not by the first device that asks (decision 060).
    app.addHook('onReady', async () => {
      await serverVapidKeys(services);
    });
  },
};
