import { signedInCaller as callerOf } from '../../platform/access';
import type { ApiModule } from '../../platform/module';
import { publishCarrierIntent } from './publish-carrier-intent';

// The carrier's reload intent (D2-4.46 to D2-4.48, D2-7.26): for the roles with My Loads (D1-6.16),
// about a shipment they see there.
export const intentModule: ApiModule = {
  name: 'intent',
  routes: (app, services) => {
    app.post('/intent/v1/publishCarrierIntent', { config: { access: 'sidebar.myLoads' } }, (request) =>
      publishCarrierIntent(services, callerOf(request), request.body),
    );
  },
};
