import { guarded } from '../../platform/access';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { getCarrierPaymentTotals } from './get-carrier-payment-totals';
import { getPaymentTracker } from './get-payment-tracker';
import { listCarrierPaymentLoads } from './list-carrier-payment-loads';

// The payment tracker (issue 15 part 5, decision 047): where one load's money is, for the roles that
// see a load's payment status (Driver, Dispatcher, Leased: D2-6.10, D2-6.12; the permission of the
// delivered lists, which those roles hold, D2-6.03), and Manage Financial's carrier-wide view for
// dispatchers (D1-6.08, D2-6.03). The source systems set the statuses (integration); the notices are
// written by notify-payment-stage.ts. Same fields on /web and /mobile.
export const paymentsModule: ApiModule = {
  name: 'payments',
  typeDefs: readTypeDefs('payments'),
  resolvers: {
    Query: {
      getPaymentTracker: guarded(
        'myLoads.recentlyDelivered',
        (_root, { shipmentId }: { shipmentId: string }, context) =>
          getPaymentTracker(context.services, context.caller, shipmentId),
      ),
      getCarrierPaymentTotals: guarded('manage.manageFinancial', (_root, _args, context) =>
        getCarrierPaymentTotals(context.services, context.caller),
      ),
      getCarrierPaymentLoads: guarded(
        'manage.manageFinancial',
        (_root, { input }: { input?: unknown }, context) =>
          listCarrierPaymentLoads(context.services, context.caller, input),
      ),
    },
  },
};
