import { signedIn } from '../../platform/access';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { logUserEvent } from './log-user-event';
import type { UserEventInput } from './user-event-input';

// The event log of the clients (D1-4.17 analytics of the details panel; D1-4.22 and D1-8.05 what the
// booking flow logs): any signed-in caller logs events of the allow-list, on /web and /mobile alike.
export const eventsModule: ApiModule = {
  name: 'events',
  typeDefs: readTypeDefs('events'),
  resolvers: {
    Mutation: {
      logUserEvent: signedIn((_root, { input }: { input: UserEventInput }, context) =>
        logUserEvent(context.services, context.caller, input),
      ),
    },
  },
};
