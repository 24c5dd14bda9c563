// The password rules of the sign-up and reset pages (ASVS 5, V6.2): a length floor and ceiling, and
// refusals of passwords that are easy to guess for this account, but no composition rules (they push
// people towards predictable patterns such as "Password1!").

export const passwordMinLength = 12;
/** argon2 hashes any length; the ceiling only stops a megabyte-long "password" from costing CPU. */
export const passwordMaxLength = 128;

export type PasswordIssue = 'tooShort' | 'tooLong' | 'matchesEmail' | 'tooCommon' | 'repetitive';

// The most used passwords of breach lists that are 12 characters or longer, compared without case.
const commonPasswords = new Set([
  '123456789012',
  '1234567890123',
  'qwertyuiop12',
  'qwertyuiopasdf',
  'password1234',
  'password12345',
  'passwordpassword',
  '1q2w3e4r5t6y',
  'abcdefghijkl',
  'iloveyou1234',
  'welcome12345',
  'letmein12345',
  'administrator',
  'changeme1234',
]);

export type PasswordCandidate = {
  password: string;
  /** The account's e-mail: the password may not be it, nor its part before the @. */
  email: string;
  firstName?: string;
  lastName?: string;
};

const normalise = (value: string) => value.trim().toLowerCase();

/** The rules a new password breaks; an empty list means it is acceptable. */
export function checkPassword(candidate: PasswordCandidate): PasswordIssue[] {
  const { password } = candidate;
  const issues: PasswordIssue[] = [];
  // Length counts characters as people see them (an emoji is one), not UTF-16 units.
  const length = [...password].length;
  if (length < passwordMinLength) issues.push('tooShort');
  if (length > passwordMaxLength) issues.push('tooLong');

  const lowered = normalise(password);
  const email = normalise(candidate.email);
  const localPart = email.split('@')[0] ?? '';
  const names = [candidate.firstName, candidate.lastName]
    .map((name) => normalise(name ?? ''))
    .filter((name) => name.length >= 3);
  if (
    (email && lowered === email) ||
    (localPart.length >= 3 && lowered === localPart) ||
    names.some((name) => lowered === name) ||
    (names.length === 2 && lowered.replace(/[\s._-]/g, '') === names.join(''))
  ) {
    issues.push('matchesEmail');
  }
  if (commonPasswords.has(lowered)) issues.push('tooCommon');
  if (length > 0 && new Set(lowered).size <= 2) issues.push('repetitive');
  return issues;
}

export function isPasswordAcceptable(candidate: PasswordCandidate): boolean {
  return checkPassword(candidate).length === 0;
}
