import { checkPassword, passwordMaxLength, passwordMinLength } from '@freight/domain/password-policy';
import { z } from 'zod';
import type { MessageKey } from './i18n';

/** A problem with one form field, as a catalogue key: use cases stay free of any language. */
export type FieldIssue = { field: string; key: MessageKey; values?: Record<string, string | number> };

const emailSchema = z.email().max(254);

export function isEmailAddress(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

export type NewPasswordInput = {
  password: string;
  confirmPassword: string;
  email: string;
  firstName?: string;
  lastName?: string;
};

/** The password policy (packages/domain) and the confirmation, as field issues. */
export function checkNewPassword(input: NewPasswordInput): FieldIssue[] {
  const issues: FieldIssue[] = checkPassword(input).map((issue) => ({
    field: 'password',
    key: `password.${issue}` as const,
    values: { min: passwordMinLength, max: passwordMaxLength },
  }));
  if (issues.length === 0 && input.password !== input.confirmPassword) {
    issues.push({ field: 'confirmPassword', key: 'password.mismatch' });
  }
  return issues;
}
