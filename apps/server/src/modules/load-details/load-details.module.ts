import { guarded, signedInCaller as callerOf } from '../../platform/access';
import type { GatewayContext } from '../../platform/gateway-context';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import {
  getShipmentDetails,
  shipmentTabList,
  type ShipmentDetailsView,
} from '../shipments/get-shipment-details';
import { canAssignSelf } from './can-assign-self';
import { getContactDetails } from './get-contact-details';
import { openBetaToolsSession } from './open-beta-tools-session';

// The load details panel (D1-2.23 to D1-2.30): a shipment's tabs for the roles with My Loads (D1-6.16),
// who see only their carrier's shipments and the tabs their roles allow; Contact Us for a shipment or a load
// (D2-7.26); the Beta Tools session for the Beta role when its flag is on (D1-2.28).
export const loadDetailsModule: ApiModule = {
  name: 'load-details',
  typeDefs: readTypeDefs('load-details'),
  resolvers: {
    Query: {
      getShipmentDetails: guarded(
        'sidebar.myLoads',
        (_root, { shipmentId }: { shipmentId: string }, context) =>
          getShipmentDetails(context.services, context.caller, shipmentId),
      ),
    },
    ShipmentDetails: {
      commodities: (details: ShipmentDetailsView, _args: unknown, context: GatewayContext) =>
        shipmentTabList(context.services.db, details, 'commodities'),
      references: (details: ShipmentDetailsView, _args: unknown, context: GatewayContext) =>
        shipmentTabList(context.services.db, details, 'references'),
      documents: (details: ShipmentDetailsView, _args: unknown, context: GatewayContext) =>
        shipmentTabList(context.services.db, details, 'documents'),
      costItems: (details: ShipmentDetailsView, _args: unknown, context: GatewayContext) =>
        shipmentTabList(context.services.db, details, 'pay'),
      // Details reach only signed-in callers (the queries that answer them are guarded).
      canAssignSelf: (details: ShipmentDetailsView, _args: unknown, context: GatewayContext) =>
        context.caller ? canAssignSelf(context.services.db, context.caller, details) : false,
    },
  },
  routes: (app, services) => {
    app.get('/v1/contact/shipment/:id', { config: { access: 'signedIn' } }, (request) =>
      getContactDetails(services, callerOf(request), request.params, request.headers['accept-language']),
    );
    app.post('/v1/beta-tools/session', { config: { access: 'loads.betaTools' } }, (request) =>
      openBetaToolsSession(services, callerOf(request), request.body),
    );
  },
};
