import { guarded } from '../../platform/access';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { countMyLoads } from './count-my-loads';
import { getShipments } from './get-shipments';
import { listMyDriverShipments } from './list-my-driver-shipments';
import { listMyLoads } from './list-my-loads';

// My Loads (D2-2, D2-4, D2-7.04 to D2-7.06): the counts of its lists (Home tiles, D1-2.06), a page of
// one list, a driver's own shipments and shipments by id, for the roles with My Loads (D1-6.16; not
// guests, D2-6.04, nor admins only). Each list checks its own permission too. Same fields on /web and
// /mobile.
export const myLoadsModule: ApiModule = {
  name: 'my-loads',
  typeDefs: readTypeDefs('my-loads'),
  resolvers: {
    Query: {
      getMyLoadsCounts: guarded('sidebar.myLoads', (_root, _args, context) =>
        countMyLoads(context.services, context.caller),
      ),
      getShipmentsWithStopsByState: guarded(
        'sidebar.myLoads',
        (_root, { input }: { input?: unknown }, context) =>
          listMyLoads(context.services, context.caller, input),
      ),
      getMyDriverShipments: guarded('myLoads.driverLoads', (_root, { input }: { input?: unknown }, context) =>
        listMyDriverShipments(context.services, context.caller, input),
      ),
      getShipment: guarded('sidebar.myLoads', (_root, { shipmentIds }: { shipmentIds: unknown }, context) =>
        getShipments(context.services, context.caller, shipmentIds),
      ),
    },
  },
};
