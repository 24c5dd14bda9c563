import { hashPassword } from '../../identity/passwords';
import type { Transaction } from '../client';
import { memberCredentials, memberRoles, members } from '../schema/index';
import { demoUpn, type DemoPeople } from './demo-people';

/** The published password of every demo account (DEMO.md); the demo data never loads in production. */
export const demoPassword = 'Demo-Password-1';

/** A driver whose password must be changed at the next sign-in: the password-reset-required path. */
export const resetRequiredDemoKey = 'reset.required';

/**
 * Gives every demo member the demo password (argon2id, a salt each), and adds the reset-required
 * driver of Great Lakes Freight Co. Runs inside the seed's transaction.
 */
export async function insertDemoCredentials(tx: Transaction, people: DemoPeople): Promise<void> {
  const upn = demoUpn(resetRequiredDemoKey);
  const [driver] = await tx
    .insert(members)
    .values({
      upn,
      email: upn,
      carrierId: people.activeCarrierId,
      firstName: 'Riley',
      lastName: 'Reset',
      companyName: 'Great Lakes Freight Co.',
      mobileNumber: '312-555-0171',
      tractorNumber: 'GL-4602',
      registered: true,
      requestedRoles: ['carrierDriver'],
      createdBy: 'demo-seed',
    })
    .returning({ id: members.id });
  await tx.insert(memberRoles).values({ memberId: driver!.id, role: 'carrierDriver' });

  const accounts = [...people.memberIds.values()].map((memberId) => ({ memberId, resetRequired: false }));
  accounts.push({ memberId: driver!.id, resetRequired: true });
  const rows = await Promise.all(
    accounts.map(async ({ memberId, resetRequired }) => ({
      memberId,
      passwordHash: await hashPassword(demoPassword),
      passwordResetRequired: resetRequired,
    })),
  );
  await tx.insert(memberCredentials).values(rows);
}
