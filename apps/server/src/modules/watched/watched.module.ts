import { guarded } from '../../platform/access';
import { requestLanguage, translateAnswer } from '../../platform/i18n';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { addWatchedLoad } from './add-watched-load';
import { getUserWatchedLoads } from './get-user-watched-loads';
import { removeWatchedLoad } from './remove-watched-load';

type InputArgs = { input?: unknown };

// Watched loads (D1-4.11, D1-7.14, D1-7.15): for the roles of Home > Watched (D1-6.05), closed for
// everyone when the watched feature flag is off (D1-6.19). Same fields on /web and /mobile.
export const watchedModule: ApiModule = {
  name: 'watched',
  typeDefs: readTypeDefs('watched'),
  resolvers: {
    Query: {
      getUserWatchedLoads: guarded('home.watched', (_root, { input }: InputArgs, context) =>
        getUserWatchedLoads(context.services, context.caller, input),
      ),
    },
    Mutation: {
      newUserWatchedLoads: guarded('home.watched', (_root, { input }: InputArgs, context) =>
        addWatchedLoad(context.services, context.caller, input).then((answer) =>
          translateAnswer(requestLanguage(context.request), answer),
        ),
      ),
      deleteUserWatchedLoads: guarded('home.watched', (_root, { input }: InputArgs, context) =>
        removeWatchedLoad(context.services, context.caller, input).then((answer) =>
          translateAnswer(requestLanguage(context.request), answer),
        ),
      ),
    },
  },
};
