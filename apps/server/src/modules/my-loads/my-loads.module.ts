import { guarded } from '../../platform/access';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { countMyLoads } from './count-my-loads';

// My Loads (D2-4): for now the counts of its lists that the Home tiles show (D1-2.06), for the roles
// with My Loads (D1-6.16; not guests, D2-6.04, nor admins only). Same field on /web and /mobile.
export const myLoadsModule: ApiModule = {
  name: 'my-loads',
  typeDefs: readTypeDefs('my-loads'),
  resolvers: {
    Query: {
      getMyLoadsCounts: guarded('sidebar.myLoads', (_root, _args, context) =>
        countMyLoads(context.services, context.caller),
      ),
    },
  },
};
