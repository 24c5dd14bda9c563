import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('personName', () => {
  it.each([
    ['both names', 'Dana', 'Reyes', 'Dana Reyes'],
    ['a first name only', 'Dana', '', 'Dana'],
    ['a last name only', '', 'Reyes', 'Reyes'],
    ['no name', '', '', 'dana@carrier.test'],
    ['blank names', ' ', ' ', 'dana@carrier.test'],
  ])('names a member with %s', (_case, firstName, lastName, expected) => {
    expect(personName({ firstName, lastName, upn: 'dana@carrier.test' })).toBe(expected);
  });
});
