import { guarded } from '../../platform/access';
import { requestLanguage } from '../../platform/i18n';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { translateBookResult } from './book-result';
import { buyLoad } from './buy-load';
import { getBookedShipments } from './get-booked-shipments';
import { createSourceCalls, type SourceCalls } from './source-calls';
import { startBookingResolver } from './start-booking-resolver';
import { startRateConfirmationDrain } from './start-rate-confirmation-drain';

declare module 'fastify' {
  interface FastifyInstance {
    /** Source-system confirmations still running after their booking was answered (decision 014). */
    bookingSourceCalls: SourceCalls;
  }
}

// Booking (D1-4.18 to D1-4.33, D1-7.16): buy a load at the accepted rate, then read the shipments it
// made. For the roles that book (loads.book); the same fields on /web and /mobile.
export const bookingModule: ApiModule = {
  name: 'booking',
  typeDefs: readTypeDefs('booking'),
  resolvers: {
    Mutation: {
      buyLoadRequest: guarded('loads.book', (_root, { input }: { input: unknown }, context) =>
        buyLoad(
          context.services,
          context.request.server.bookingSourceCalls,
          context.request.log,
          context.caller,
          input,
        ).then((result) => translateBookResult(requestLanguage(context.request), result)),
      ),
    },
    Query: {
      buyLoadShipmentRequest: guarded(
        'loads.book',
        (_root, { shipmentIds }: { shipmentIds: unknown }, context) =>
          getBookedShipments(context.services, context.caller, shipmentIds),
      ),
    },
  },
  routes: async (app, services) => {
    const calls = createSourceCalls();
    app.decorate('bookingSourceCalls', calls);
    app.addHook('onClose', () => calls.close());
    // Whichever closes first, the other ends soon: a cancelled call is a failed ask, a pass waits seconds.
    startBookingResolver(app, services, calls);
    await startRateConfirmationDrain(app, services);
  },
};
