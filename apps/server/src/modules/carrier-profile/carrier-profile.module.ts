import { guarded, signedInCaller } from '../../platform/access';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { getCarrierProfile } from './get-carrier-profile';

// The carrier profile (D3-2.46, D3-2.47, D3-7.11): the caller's own carrier's master data, insurances
// and certifications, everyone but Guest (D3-6.07). Source systems write it through the integration
// API (PUT /integration/v1/carriers/:commonCarrierId).
export const carrierProfileModule: ApiModule = {
  name: 'carrier-profile',
  typeDefs: readTypeDefs('carrier-profile'),
  resolvers: {
    Query: {
      getCarrierProfile: guarded('manage.carrierProfile', (_root, args: unknown, context) =>
        getCarrierProfile(context.services, context.caller, args),
      ),
    },
  },
  routes: (app, services) => {
    // The REST form of the same call (D3-7.11), ?carrierId= optional, the same answers.
    app.get('/masterdata/v1/carrierdata', { config: { access: 'manage.carrierProfile' } }, (request) =>
      getCarrierProfile(services, signedInCaller(request), request.query),
    );
  },
};
