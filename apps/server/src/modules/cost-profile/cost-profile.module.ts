import { guarded } from '../../platform/access';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { getCostProfile } from './get-cost-profile';
import { saveCostProfile } from './save-cost-profile';

// A carrier's cost profile (issue 20, decision 058), read and saved by its dispatchers and
// owner-operators; always the caller's own carrier's. Same fields on /web and /mobile.
export const costProfileModule: ApiModule = {
  name: 'cost-profile',
  typeDefs: readTypeDefs('cost-profile'),
  resolvers: {
    Query: {
      getCostProfile: guarded('profit.costProfile', (_root, _args, context) =>
        getCostProfile(context.services, context.caller),
      ),
    },
    Mutation: {
      saveCostProfile: guarded('profit.costProfile', (_root, { input }: { input: unknown }, context) =>
        saveCostProfile(context.services, context.caller, input),
      ),
    },
  },
};
