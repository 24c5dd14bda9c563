import { guarded } from '../../platform/access';
import { requestLanguage, translateAnswer } from '../../platform/i18n';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { tenderAction } from './tender-action';

// Tenders (D2-4.11 to D2-4.14, D2-7.07): a dispatcher accepts or declines a shipment tendered to their
// carrier (Carrier Tendered is the Dispatcher's, D2-6.01). Same field on /web and /mobile.
export const tendersModule: ApiModule = {
  name: 'tenders',
  typeDefs: readTypeDefs('tenders'),
  resolvers: {
    Mutation: {
      tenderAction: guarded('myLoads.carrierTendered', (_root, { input }: { input: unknown }, context) =>
        tenderAction(context.services, context.request.log, context.caller, input).then((answer) =>
          translateAnswer(requestLanguage(context.request), answer),
        ),
      ),
    },
  },
};
