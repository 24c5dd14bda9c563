import type { GatewayContext } from '../../platform/gateway-context';
import { guarded, signedInCaller as callerOf } from '../../platform/access';
import { placeGridOf } from '../locations/nearest-place';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { getLastTruckPosition } from './get-last-truck-position';
import { getMyLastPosition } from './get-my-last-position';
import { getMyTrackingLog } from './get-my-tracking-log';
import { createPositionBatches } from './position-batches';
import { recordLocationReports } from './record-location-reports';
import { startPositionRetention } from './start-position-retention';
import { storePositions } from './store-positions';
import type { TruckPositionView } from './truck-position-view';

// GPS position ingestion and its privacy (D2-4.58, issue 14 parts 5 and 6; decision 038): the device of
// a trip's driver posts its positions (the Driver Loads roles: a driver or an owner-operator, each for
// the trips they drive); the trip screen reads the truck's last position (the My Loads roles, on the
// trips they see); a driver reads their own tracking log; old positions are swept. Same fields on /web
// and /mobile.
export const trackingModule: ApiModule = {
  name: 'tracking',
  typeDefs: readTypeDefs('tracking'),
  resolvers: {
    Query: {
      lastTruckPosition: guarded('myLoads.inTransit', (_root, args: unknown, context) =>
        getLastTruckPosition(context.services, context.caller, args),
      ),
      myTrackingLog: guarded('myLoads.driverLoads', (_root, args: unknown, context) =>
        getMyTrackingLog(context.services, context.caller, args),
      ),
      myLastPosition: guarded('myLoads.driverLoads', (_root, _args: unknown, context) =>
        getMyLastPosition(context.services, context.caller),
      ),
    },
    TruckPosition: {
      place: async (position: TruckPositionView, _args: unknown, context: GatewayContext) =>
        (await placeGridOf(context.services.db)).nearest(position.latitude, position.longitude),
    },
  },
  routes: (app, services) => {
    // The positions of concurrent calls go in together (group commit): one store per server.
    const store = createPositionBatches((calls) => storePositions(services.db, calls));
    app.post('/devicelocation/v1/location', { config: { access: 'myLoads.driverLoads' } }, (request) =>
      recordLocationReports(services, store, callerOf(request), request.body),
    );
    startPositionRetention(app, services);
  },
};
