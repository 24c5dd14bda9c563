import { guarded } from '../../platform/access';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { getUserPreference } from './get-user-preference';
import { updateUserPreference } from './update-user-preference';

// Preferences (D3-2.48 to D3-2.51, D3-7.12; decision 057): the caller's own, for everyone but the Guest
// (manage.preferences, D3-6). They decide the start tab (viewsettings, read by the shell) and how
// notifications reach the member (notifications' dispatch). Same fields on /web and /mobile.
export const preferencesModule: ApiModule = {
  name: 'preferences',
  typeDefs: readTypeDefs('preferences'),
  resolvers: {
    Query: {
      getUserPreference: guarded('manage.preferences', (_root, _args, context) =>
        getUserPreference(context.services, context.caller),
      ),
    },
    Mutation: {
      updateUserPreference: guarded(
        'manage.preferences',
        (_root, { preference }: { preference: unknown }, context) =>
          updateUserPreference(context.services, context.caller, preference),
      ),
    },
  },
};
