import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreSession, startSessionRestore, userManagerOf } from './restore-session';
import { createUserManager } from './user-manager';

// What a reload does with the tab's stored refresh token: oidc-client-ts renews the session from it
// alone (no ID token, no profile kept), and the new tokens stay out of sessionStorage.

const authority = 'https://app.example.test/identity';
const userKey = `oidc.user:${authority}:carrier-web`;

function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'RS256' })}.${part(claims)}.signature`;
}

const idToken = unsignedJwt({
  iss: authority,
  aud: 'carrier-web',
  sub: 'member-1',
  upn: 'karen@demo.freight.test',
  exp: 4_000_000_000,
  iat: 1_700_000_000,
});

function identityProvider() {
  const tokenRequests: URLSearchParams[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/.well-known/openid-configuration'))
      return Promise.resolve(
        Response.json({
          issuer: authority,
          authorization_endpoint: `${authority}/auth`,
          token_endpoint: `${authority}/token`,
          end_session_endpoint: `${authority}/session/end`,
        }),
      );
    if (url === `${authority}/token`) {
      tokenRequests.push(new URLSearchParams(String(init?.body)));
      return Promise.resolve(
        Response.json({
          id_token: idToken,
          access_token: 'access-2',
          refresh_token: 'refresh-2',
          token_type: 'Bearer',
          expires_in: 3600,
          scope: 'openid offline_access read write',
        }),
      );
    }
    return Promise.resolve(new Response(null, { status: 404 }));
  });
  return { fetch, tokenRequests };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

/** A reloaded tab: the provider answers, and the tab keeps an expired session's refresh token alone. */
function reloadedTab() {
  const provider = identityProvider();
  vi.stubGlobal('fetch', provider.fetch);
  window.sessionStorage.setItem(
    userKey,
    JSON.stringify({
      refresh_token: 'refresh-1',
      scope: 'openid offline_access read write',
      profile: {},
      expires_at: 0,
    }),
  );
  return provider;
}

describe('the session after a reload', () => {
  it('is renewed with the refresh token alone, and only the new refresh token is kept in the tab', async () => {
    const provider = reloadedTab();
    const manager = createUserManager(
      { authority, clientId: 'carrier-web' },
      'https://app.example.test/carrier/',
    );

    const stored = await manager.getUser();
    expect(stored?.expired).toBe(true);
    const user = await manager.signinSilent();
    manager.stopSilentRenew();

    expect(provider.tokenRequests).toHaveLength(1);
    expect(provider.tokenRequests[0]!.get('grant_type')).toBe('refresh_token');
    expect(provider.tokenRequests[0]!.get('refresh_token')).toBe('refresh-1');
    expect(user?.id_token).toBe(idToken);
    expect(user?.profile.upn).toBe('karen@demo.freight.test');
    const kept = window.sessionStorage.getItem(userKey)!;
    expect(kept).toContain('refresh-2');
    expect(kept).not.toContain(idToken);
    expect(kept).not.toContain('access-2');
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('oidc.user'))).toEqual([]);
  });

  it('is renewed once when start-up begins it and the app then reads it', async () => {
    const provider = reloadedTab();
    const identity = { authority, clientId: 'carrier-web' };

    const restored = startSessionRestore(identity);
    const manager = userManagerOf(identity);
    const user = await restoreSession(manager);
    manager.stopSilentRenew();

    expect(provider.tokenRequests).toHaveLength(1);
    expect(user?.id_token).toBe(idToken);
    // Start-up reads the same session, with who it is, to ask the page's data before the first render.
    expect(await restored).toEqual({
      idToken,
      claims: { sub: 'member-1', upn: 'karen@demo.freight.test', carrierId: null, roles: [] },
    });
    expect(userManagerOf({ ...identity })).toBe(manager);
  });

  it('answers no session at start-up without a provider or a stored refresh token', async () => {
    expect(await startSessionRestore({ authority: '', clientId: 'carrier-web' })).toBeNull();
    vi.stubGlobal('fetch', identityProvider().fetch);
    expect(
      await startSessionRestore({ authority: `${authority}/other`, clientId: 'carrier-web' }),
    ).toBeNull();
  });
});
