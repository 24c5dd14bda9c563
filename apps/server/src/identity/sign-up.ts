import type { Database } from '../db/client';
import { memberCredentials, memberRoles, members } from '../db/schema/index';
import { checkNewPassword, isEmailAddress, type FieldIssue } from './field-issues';
import { hashPassword } from './passwords';

export type SignUpInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** The utm parameters of the authorize request (D1-3 user/session: campaign of the sign-up). */
  campaign: { source?: string | undefined; medium?: string | undefined; name?: string | undefined };
};

export type SignUpResult =
  { kind: 'created'; memberId: string } | { kind: 'invalid'; issues: FieldIssue[] } | { kind: 'exists' };

const nameMaxLength = 100;
const campaignMaxLength = 200;
const clip = (value: string | undefined) => value?.trim().slice(0, campaignMaxLength) || null;

/**
 * Creates a member who signed up on their own: a Guest of no carrier (D1-6: they register or are
 * invited to a carrier later), with their password and the campaign that brought them.
 */
export async function signUp(db: Database, input: SignUpInput): Promise<SignUpResult> {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const email = input.email.trim();
  const issues: FieldIssue[] = [];
  if (!firstName) issues.push({ field: 'firstName', key: 'required.firstName' });
  if (!lastName) issues.push({ field: 'lastName', key: 'required.lastName' });
  if (!email) issues.push({ field: 'email', key: 'required.email' });
  else if (!isEmailAddress(email)) issues.push({ field: 'email', key: 'field.emailInvalid' });
  issues.push(...checkNewPassword({ ...input, email, firstName, lastName }));
  if (issues.length > 0) return { kind: 'invalid', issues };

  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // The upn is the e-mail in lower case: people type it in any case.
    const [member] = await tx
      .insert(members)
      .values({
        upn: email.toLowerCase(),
        email,
        firstName: firstName.slice(0, nameMaxLength),
        lastName: lastName.slice(0, nameMaxLength),
        requestedRoles: ['carrierGuest'],
        campaignSource: clip(input.campaign.source),
        campaignMedium: clip(input.campaign.medium),
        campaignName: clip(input.campaign.name),
        createdBy: 'sign-up',
      })
      .onConflictDoNothing({ target: members.upn })
      .returning({ id: members.id });
    if (!member) return { kind: 'exists' } as const;
    await tx.insert(memberRoles).values({ memberId: member.id, role: 'carrierGuest' });
    await tx.insert(memberCredentials).values({ memberId: member.id, passwordHash });
    return { kind: 'created', memberId: member.id } as const;
  });
}
