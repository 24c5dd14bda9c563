import { guarded, signedIn } from '../../platform/access';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { getLoadPosting } from '../postings/get-load-posting';
import { listCountries } from './describe-countries';
import { getSearchScreenDefaults } from './get-search-screen-defaults';
import { getStateBasedLoads } from './get-state-based-loads';
import { searchLoadByReference } from './search-load-by-reference';
import { searchLoadPostings } from './search-load-postings';

type InputArgs = { input: unknown };

// Load search (D1-4, D1-5, D1-7): new search and loads by state for the roles that search (D1-6.05),
// the header's Load # search and a posting's details for anyone signed in, who sees only what their
// carrier may see. The REST routes are the search screen's reference data.
export const searchModule: ApiModule = {
  name: 'search',
  typeDefs: readTypeDefs('search'),
  resolvers: {
    Query: {
      searchLoadPostingV2: guarded('search.newSearch', (_root, { input }: InputArgs, context) =>
        searchLoadPostings(context.services, context.caller, input),
      ),
      getStateBasedLoad: guarded('search.newSearch', (_root, { input }: InputArgs, context) =>
        getStateBasedLoads(context.services, context.caller, input),
      ),
      searchLoadByReferenceV2: signedIn((_root, { input }: InputArgs, context) =>
        searchLoadByReference(context.services, context.caller, input),
      ),
      getLoadPosting: signedIn((_root, { loadId }: { loadId: string }, context) =>
        getLoadPosting(context.services, context.caller, loadId),
      ),
    },
  },
  routes: (app, services) => {
    app.get('/load/v2/getSearchScreenDefaults', { config: { access: 'signedIn' } }, async () =>
      getSearchScreenDefaults(await services.appConfig()),
    );
    // Public: reference data that the sign-up form needs before anyone is signed in.
    app.get('/v1/api/countries', { config: { access: 'public' } }, () => listCountries());
  },
};
