import { guarded, signedIn } from '../../platform/access';
import { requestLanguage, translateAnswer, type Message } from '../../platform/i18n';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import type { SignedInContext } from '../../platform/access';
import { addMember } from './add-member';
import { confirmTransfer } from './confirm-transfer';
import { delinkMember } from './delink-member';
import { deleteMember } from './delete-member';
import { getMember } from './get-member';
import { getMemberAssignedLoads } from './get-member-assigned-loads';
import { getMembers } from './get-members';
import { getTransferRequests } from './get-transfer-requests';
import { getUserDetails } from './get-user-details';
import { registerMember } from './register-member';
import { resendInvitation } from './resend-invitation';
import { transferMember } from './transfer-member';
import { updateMember } from './update-member';
import { validatePhoneNumber } from './validate-phone-number';
import { validateUserByIdentifier } from './validate-user-by-identifier';

type InputArgs = { input?: unknown };

/** An answer with its message in the caller's language. */
const translated = async <T extends { message: Message }>(context: SignedInContext, answer: Promise<T>) =>
  translateAnswer(requestLanguage(context.request), await answer);

// Members of a carrier (D3-7 Member and user; decision 055). getUserDetails, getMember, updateMember
// and delinkMember are open to every signed-in caller for themself: the use case decides who may
// reach someone else (an admin, within their carrier). The rest is guarded by the role table: Manage
// Users is the Admin's, Add User the Dispatcher's, Re-Send Invite the dispatcher admin's (D3-6.06,
// D3-6.11).
export const usersModule: ApiModule = {
  name: 'users',
  typeDefs: readTypeDefs('users'),
  resolvers: {
    Query: {
      getUserDetails: signedIn((_root, args: unknown, context) =>
        getUserDetails(context.services.db, context.caller, args),
      ),
      getMembers: guarded('manage.manageUsers', (_root, { input }: InputArgs, context) =>
        getMembers(context.services, context.caller, input),
      ),
      getMemberAssignedLoads: guarded('manage.manageUsers', (_root, args: unknown, context) =>
        getMemberAssignedLoads(context.services, context.caller, args),
      ),
      getMember: signedIn((_root, args: unknown, context) =>
        getMember(context.services, context.caller, args),
      ),
      validateUserByIdentifier: guarded('manage.addUser', (_root, args: unknown, context) =>
        validateUserByIdentifier(context.services, context.caller, args),
      ),
      validatePhoneNumber: signedIn((_root, args: unknown, context) =>
        validatePhoneNumber(context.services, args),
      ),
      getTransferRequests: signedIn((_root, _args: unknown, context) =>
        getTransferRequests(context.services, context.caller),
      ),
    },
    Mutation: {
      addMemberV2: guarded('manage.addUser', (_root, { input }: InputArgs, context) =>
        translated(context, addMember(context.services, context.caller, input)),
      ),
      updateMember: signedIn((_root, { input }: InputArgs, context) =>
        translated(context, updateMember(context.services, context.caller, input)),
      ),
      delinkMember: signedIn((_root, args: unknown, context) =>
        translated(context, delinkMember(context.services, context.caller, args)),
      ),
      resendInvitation: guarded('manage.resendInvite', (_root, args: unknown, context) =>
        translated(context, resendInvitation(context.services, context.caller, args)),
      ),
      deleteMember: signedIn((_root, _args: unknown, context) =>
        translated(context, deleteMember(context.services, context.caller)),
      ),
      transferMemberV2: guarded('manage.addUser', (_root, { input }: InputArgs, context) =>
        translated(context, transferMember(context.services, context.caller, input)),
      ),
      // A Guest registers (D3-7.08); the use case refuses anyone else.
      registerMember: signedIn((_root, { input }: InputArgs, context) =>
        translated(context, registerMember(context.services, context.caller, input)),
      ),
      confirmTransfer: signedIn((_root, { input }: InputArgs, context) =>
        translated(context, confirmTransfer(context.services, context.caller, input)),
      ),
    },
  },
};
