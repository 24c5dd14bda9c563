import { signedIn } from '../../platform/access';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { getUserDetails } from './get-user-details';

// Members of a carrier (D3-7 Member and user). getUserDetails is open to every signed-in caller for
// their own upn; the use case decides who may read someone else's.
export const usersModule: ApiModule = {
  name: 'users',
  typeDefs: readTypeDefs('users'),
  resolvers: {
    Query: {
      getUserDetails: signedIn((_root, args: unknown, context) =>
        getUserDetails(context.services.db, context.caller, args),
      ),
    },
  },
};
