import { describe, expect, it } from 'vitest';
import { checkPassword, isPasswordAcceptable, passwordMaxLength } from './password-policy';

const email = 'karen.walsh@example.com';

describe('password policy', () => {
  it.each([
    ['Demo-Password-1', []],
    ['correct horse battery staple', []],
    ['short-pass1', ['tooShort']],
    ['', ['tooShort']],
    ['x'.repeat(passwordMaxLength + 1), ['tooLong', 'repetitive']],
    ['KAREN.WALSH@example.com', ['matchesEmail']],
    ['karen.walsh@example.com ', ['matchesEmail']],
    ['Password1234', ['tooCommon']],
    ['aaaaaaaaaaaaaa', ['repetitive']],
    ['abababababab', ['repetitive']],
  ])('[D1-1.02] %j breaks %j', (password, expected) => {
    expect(checkPassword({ password, email })).toEqual(expected);
  });

  it('[D1-1.02] refuses the local part of the e-mail and the full name when long enough', () => {
    expect(checkPassword({ password: 'karen.walsh', email })).toContain('matchesEmail');
    expect(
      checkPassword({ password: 'Karen Walsh', email: 'k@x.test', firstName: 'Karen', lastName: 'Walsh' }),
    ).toEqual(['tooShort', 'matchesEmail']);
    expect(
      checkPassword({
        password: 'KarenWalshKaren',
        email: 'k@x.test',
        firstName: 'Karen',
        lastName: 'Walsh',
      }),
    ).toEqual([]);
  });

  it('[D1-1.02] counts characters as people see them', () => {
    expect(checkPassword({ password: '🚚🚚🚚🚚🚚🚚🚛🚛🚛🚛🚛🚌', email })).toEqual([]);
    expect(isPasswordAcceptable({ password: '🚚🚚🚚🚚🚚🚛', email })).toBe(false);
  });
});
