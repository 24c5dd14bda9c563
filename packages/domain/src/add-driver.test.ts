import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addDriverSchema, digitsOf, isMobileNumber, type AddDriverInput } from './add-driver';

const lena: AddDriverInput = {
  firstName: 'Lena',
  lastName: 'Okoro',
  mobileNumber: '773 555 0199',
  email: 'lena@example.com',
};

function issuesOf(input: unknown, messages?: Parameters<typeof addDriverSchema>[1]) {
  const result = z.safeParse(addDriverSchema(10, messages), input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map(({ path, message }) => [path.join('.'), message]));
}

describe('addDriverSchema', () => {
  it('[D2-2.40] takes the four facts of a new driver, trimmed', () => {
    const result = z.safeParse(addDriverSchema(10), {
      ...lena,
      firstName: ' Lena ',
      email: ' lena@example.com',
    });
    expect(result.data).toEqual(lena);
  });

  it('[D2-2.40] names each field that is missing or malformed by its code', () => {
    expect(issuesOf({ firstName: ' ', lastName: '', mobileNumber: '773-555-014', email: 'lena@' })).toEqual({
      firstName: 'firstName',
      lastName: 'lastName',
      mobileNumber: 'mobileNumber',
      email: 'email',
    });
  });

  it('[D2-2.40] a name of more than 100 characters is refused', () => {
    expect(issuesOf({ ...lena, lastName: 'x'.repeat(101) })).toEqual({ lastName: 'lastName' });
    expect(issuesOf({ ...lena, lastName: 'x'.repeat(100) })).toEqual({});
  });

  it('[D2-2.40] says what the caller asks for each field', () => {
    const messages = { firstName: 'first', lastName: 'last', mobileNumber: 'mobile', email: 'mail' };
    expect(issuesOf({ ...lena, mobileNumber: 'call 7735550142' }, messages)).toEqual({
      mobileNumber: 'mobile',
    });
  });
});

describe('mobile numbers', () => {
  it.each([
    ['773 555 0199', true],
    ['(773) 555-0199', true],
    ['+1 773 555 019', true],
    ['773-555-014', false],
    ['call 7735550142', false],
  ])('[D2-2.40] %s has 10 digits and only punctuation: %s', (value, expected) => {
    expect(isMobileNumber(value, 10)).toBe(expected);
  });

  it('keeps the digits alone', () => {
    expect(digitsOf('(773) 555-0199')).toBe('7735550199');
  });
});
