import { describe, expect, it } from 'vitest';
import { parseIdTokenClaims } from './claims';

describe('parseIdTokenClaims', () => {
  it('reads sub, upn, carrier and the known roles', () => {
    expect(
      parseIdTokenClaims({
        sub: 'm1',
        upn: 'a@b.c',
        carrierId: 'c1',
        roles: ['carrierDispatcher', 'somethingNew'],
        campaign: 'spring',
      }),
    ).toEqual({ sub: 'm1', upn: 'a@b.c', carrierId: 'c1', roles: ['carrierDispatcher'], campaign: 'spring' });
  });

  it('accepts a single role as a string and no carrier', () => {
    expect(parseIdTokenClaims({ sub: 'm1', upn: 'a@b.c', roles: 'carrierGuest' })).toEqual({
      sub: 'm1',
      upn: 'a@b.c',
      carrierId: null,
      roles: ['carrierGuest'],
    });
  });

  it('refuses a token without upn', () => {
    expect(parseIdTokenClaims({ sub: 'm1' })).toBeNull();
  });
});
