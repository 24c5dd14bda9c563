import { signedIn } from '../../platform/access';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { setMemberLanguage } from './set-member-language';

// A member's language on the server (decision 064): chosen in the app through this module, otherwise
// recorded from their calls by authentication (platform/member-language.ts). The notifications' mails,
// pushes and SMS are written in it.
export const memberLanguageModule: ApiModule = {
  name: 'member-language',
  typeDefs: readTypeDefs('member-language'),
  resolvers: {
    Mutation: {
      setMemberLanguage: signedIn((_root, args: { language: unknown }, context) =>
        setMemberLanguage(context.services.db, context.caller, args),
      ),
    },
  },
};
