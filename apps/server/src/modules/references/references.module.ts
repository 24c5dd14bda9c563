import { signedIn } from '../../platform/access';
import { requestLanguage, translateAnswer } from '../../platform/i18n';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { addReference } from './add-reference';

// Add Reference (D2-3.10, D2-4.62, D2-5.33, D2-7.08; decision 048): the Dispatcher, the Leased
// owner-operator and the shipment's assigned Driver add references to a shipment or its stops. The
// field is signedIn: who may is a role and an object check at once (the assigned driver), made by the
// use case with the domain's rule (D2-6.06), as driver assignment does. Same field on /web and /mobile.
export const referencesModule: ApiModule = {
  name: 'references',
  typeDefs: readTypeDefs('references'),
  resolvers: {
    Mutation: {
      addReference: signedIn((_root, { input }: { input: unknown }, context) =>
        addReference(context.services, context.caller, input).then((answer) =>
          translateAnswer(requestLanguage(context.request), answer),
        ),
      ),
    },
  },
};
