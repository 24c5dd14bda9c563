import { guarded } from '../../platform/access';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import type { Services } from '../../platform/services';
import { findSearchHistory } from './find-search-history';
import { updateUserSearchHistory } from './update-user-search-history';
import { updateUserSearchHistoryAsFavorite } from './update-user-search-history-as-favorite';

type InputArgs = { input?: unknown };

// The page size and the favourite limit are configurable (D1-9.01, D1-5.12): read them as the
// clients get them, for the server's configuration environment.
async function contextOf(services: Services) {
  return { now: services.now(), config: await services.appConfig() };
}

// Recent and favourite searches (D1-7.09, D1-7.10): always the caller's own. Searches are recorded
// by the load search itself (recordRecentSearch).
export const searchHistoryModule: ApiModule = {
  name: 'search-history',
  typeDefs: readTypeDefs('search-history'),
  resolvers: {
    Query: {
      findUserRecentSearchHistory: guarded('search.recentSearch', async (_root, args: InputArgs, context) =>
        findSearchHistory(
          context.services.db,
          context.caller,
          args.input,
          'recent',
          await contextOf(context.services),
        ),
      ),
      findUserFavouriteSearchHistory: guarded(
        'search.favoriteSearch',
        async (_root, args: InputArgs, context) =>
          findSearchHistory(
            context.services.db,
            context.caller,
            args.input,
            'favourite',
            await contextOf(context.services),
          ),
      ),
    },
    Mutation: {
      updateUserSearchHistory: guarded('search.favoriteSearch', (_root, args: InputArgs, context) =>
        updateUserSearchHistory(context.services.db, context.caller, args.input),
      ),
      updateUserSearchHistoryAsFavorite: guarded(
        'search.favoriteSearch',
        async (_root, args: InputArgs, context) =>
          updateUserSearchHistoryAsFavorite(
            context.services.db,
            context.caller,
            args.input,
            await contextOf(context.services),
          ),
      ),
    },
  },
};
