import { guarded } from '../../platform/access';
import { requestLanguage, translate, translateAnswer } from '../../platform/i18n';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { completeTrip } from './complete-trip';
import { confirmStart } from './confirm-start';
import { startTrip } from './start-trip';
import { updateGpsTracking } from './update-gps-tracking';
import { updateStop } from './update-stop';

// Trip execution (D2-4.23 to D2-4.56, decision 037): start (the Confirm Start dialog and the card),
// stop updates, completion and the GPS tracking status, on /web and /mobile alike. Starting is for
// the roles of Driver Assigned, the rest for those of In Transit (D2-6.03); the use cases then let a
// driver or an owner-operator act on their own trips only and a dispatcher on the carrier's
// (find-caller-trip.ts). Answers are translated where they leave the server.
export const tripsModule: ApiModule = {
  name: 'trips',
  typeDefs: readTypeDefs('trips'),
  resolvers: {
    Mutation: {
      confirmStart: guarded('myLoads.driverAssigned', (_root, { input }: { input: unknown }, context) =>
        confirmStart(context.services, context.caller, input).then((answer) =>
          translateAnswer(requestLanguage(context.request), answer),
        ),
      ),
      startTrip: guarded('myLoads.driverAssigned', (_root, { input }: { input: unknown }, context) =>
        startTrip(context.services, context.caller, input).then((answer) =>
          translateAnswer(requestLanguage(context.request), answer),
        ),
      ),
      updateStop: guarded('myLoads.inTransit', async (_root, { input }: { input: unknown }, context) => {
        const language = requestLanguage(context.request);
        const answer = await updateStop(context.services, context.caller, input);
        return {
          ...translateAnswer(language, answer),
          warnings: answer.warnings.map((warning) => ({
            code: warning.code,
            message: translate(language, warning.message),
          })),
        };
      }),
      completeTrip: guarded('myLoads.inTransit', (_root, { input }: { input: unknown }, context) =>
        completeTrip(context.services, context.caller, input).then((answer) =>
          translateAnswer(requestLanguage(context.request), answer),
        ),
      ),
      updateGpsTracking: guarded('myLoads.inTransit', (_root, args: unknown, context) =>
        updateGpsTracking(context.services, context.caller, args).then((answer) =>
          translateAnswer(requestLanguage(context.request), answer),
        ),
      ),
    },
  },
};
