import { guarded, signedIn } from '../../platform/access';
import { requestLanguage, translateAnswer } from '../../platform/i18n';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { assignShipmentToDriver } from './assign-shipment-to-driver';
import { getCarrierDrivers } from './get-carrier-drivers';
import { getOwnAssignmentTransaction } from './get-own-assignment-transaction';
import { getPredecessorShipmentId } from './get-predecessor-shipment-id';
import { unassignDriverFromShipment } from './unassign-driver-from-shipment';

// Driver assignment (D2-4, D2-7.09 to D2-7.11): the List of Drivers for dispatchers (D2-2.40; its Add
// Driver is Add User's addMemberV2 of the users module, decision 065), and the predecessor query and the assignment itself, which a dispatcher makes for any
// driver of the carrier and an owner-operator for themself right after booking (D2-4.22): those two
// are signedIn here and their use cases check who may (require-may-assign-driver.ts). Un-Assign is the
// dispatcher's (D2-6.01); a driver reads their own latest transaction to learn they were unassigned
// (D2-4.16). Same fields on /web and /mobile.
export const driverAssignmentModule: ApiModule = {
  name: 'driver-assignment',
  typeDefs: readTypeDefs('driver-assignment'),
  resolvers: {
    Query: {
      predecessorShipmentId: signedIn((_root, args: unknown, context) =>
        getPredecessorShipmentId(context.services, context.caller, args),
      ),
      getCarrierDrivers: guarded('myLoads.assignDriver', (_root, args: unknown, context) =>
        getCarrierDrivers(context.services, context.caller, args),
      ),
      getOwnAssignmentTransaction: guarded('sidebar.myLoads', (_root, args: unknown, context) =>
        getOwnAssignmentTransaction(context.services, context.caller, args),
      ),
    },
    Mutation: {
      assignShipmentToDriverV2: signedIn((_root, { input }: { input: unknown }, context) =>
        assignShipmentToDriver(context.services, context.caller, input).then((answer) =>
          translateAnswer(requestLanguage(context.request), answer),
        ),
      ),
      unassignDriverFromShipment: guarded(
        'myLoads.unassignDriver',
        (_root, { input }: { input: unknown }, context) =>
          unassignDriverFromShipment(context.services, context.caller, input).then((answer) =>
            translateAnswer(requestLanguage(context.request), answer),
          ),
      ),
    },
  },
};
