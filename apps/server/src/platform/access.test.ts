import { hasPermission, permissions, type Permission } from '@freight/domain/permissions';
import { roles, type Role } from '@freight/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createCarrier, createMemberWithRoles, signIdToken } from '../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../test-support/test-app';
import { findUnguardedRootFields, guarded, signedIn } from './access';
import type { IResolvers } from 'mercurius';
import type { ApiModule } from './module';

// The guard of every route and field, checked three ways: every GraphQL root field is wrapped, every REST
// route declares its access, and each permission of the role table lets in exactly the roles it names.

describe('every GraphQL root field is guarded', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('walks Query, Mutation and Subscription of both gateway mounts and finds no unguarded field', () => {
    expect(test.app.gatewaySchemas).toHaveLength(2);
    for (const schema of test.app.gatewaySchemas) {
      expect(schema.getQueryType()).toBeDefined();
      expect(findUnguardedRootFields(schema)).toEqual([]);
    }
  });

  it('refuses to start with a field that has no guard', async () => {
    const careless: ApiModule<IResolvers> = {
      name: 'careless',
      typeDefs: 'extend type Query { leaky: Boolean signedInOnly: Boolean }',
      resolvers: { Query: { leaky: () => true, signedInOnly: signedIn(() => true) } },
    };
    await expect(startTestApp({}, { modules: [careless] })).rejects.toThrow(/Query\.leaky/);
  });
});

describe('every REST route declares its access', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('has an access on every route, declared by the route or by the platform for plugin routes', () => {
    const routes = test.app.routeAccess.filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes.filter((route) => route.declaredBy === 'nobody');
    expect(undeclared).toEqual([]);
    const byUrl = (url: string) => routes.find((route) => route.url === url)?.access;
    expect(byUrl('/healthz')).toBe('public');
    expect(byUrl('/livez')).toBe('public');
    expect(byUrl('/contentstack/v1/contentstack/config')).toBe('public');
    expect(byUrl('/v1/api/locations/searchByQuery')).toBe('signedIn');
    expect(byUrl('/integration/v1/shipments')).toBe('sourceSystem');
    expect(byUrl('/notifications/v1/retrievebystatusandupn')).toBe('signedIn');
    // Only the routes of plugins we do not write take their access from the platform's list.
    const byPlatform = routes.filter((route) => route.declaredBy === 'platform').map((route) => route.url);
    for (const url of byPlatform)
      expect(url).toMatch(/^\/$|^\/carrier|^\/identity|^\/(web|mobile)\/v1\/experience$/);
  });

  it('treats a route that forgot its access as signedIn and reports it', async () => {
    const forgetful: ApiModule<IResolvers> = {
      name: 'forgetful',
      routes: (app) => {
        app.get('/forgetful/v1/thing', () => ({ ok: true }));
      },
    };
    const other = await startTestApp({}, { modules: [forgetful] });
    try {
      const route = other.app.routeAccess.find((entry) => entry.url === '/forgetful/v1/thing');
      expect(route).toMatchObject({ access: 'signedIn', declaredBy: 'nobody' });
      expect((await other.app.inject({ method: 'GET', url: '/forgetful/v1/thing' })).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

// One field and one route per permission of the role table, each guarded by it.
const fieldOf = (permission: Permission) => `can_${permission.replace('.', '_')}`;
const matrixModule: ApiModule<IResolvers> = {
  name: 'permission-matrix',
  typeDefs: `extend type Query { ${permissions.map((p) => `${fieldOf(p)}: Boolean`).join(' ')} }`,
  resolvers: {
    Query: Object.fromEntries(permissions.map((p) => [fieldOf(p), guarded(p, () => true)])),
  },
  routes: (app) => {
    for (const permission of permissions)
      app.get(`/matrix/v1/${permission}`, { config: { access: permission } }, () => ({ ok: true }));
  },
};

const allFeaturesOn = {
  recommended: true,
  watched: true,
  documents: true,
  rateDetails: true,
  betaTools: true,
};

const roleSets: Role[][] = [
  ...roles.map((role) => [role]),
  ['carrierDispatcher', 'carrierAdmin'],
  ['carrierDriver', 'carrierDispatcher'],
  ['carrierBeta1', 'carrierDispatcher'],
  [],
];

describe('[D1-6.05][D1-6.19][D3-6.05] the role table guards every permission', () => {
  let test: TestApp;
  let carrierId: string;
  beforeAll(async () => {
    // Every feature flag on: this matrix is about the role table (flags have their own test below).
    test = await startTestApp(
      { CONFIG_OVERRIDES: JSON.stringify({ features: allFeaturesOn }) },
      {
        modules: [matrixModule],
      },
    );
    carrierId = (await createCarrier(test.database.db)).id;
  });
  afterAll(() => test.close());

  it.each(roleSets.map((set) => [set.join('+') || 'no role', set] as const))(
    '[D3-8.28] %s: allowed exactly where hasPermission says so, on fields and routes, refused with the no-access text',
    async (_name, roleSet) => {
      const member = await createMemberWithRoles(test.database.db, { roles: roleSet, carrierId });
      const headers = authHeaders(await signIdToken(test.database.db, member));
      const query = `{ ${permissions.map(fieldOf).join(' ')} }`;
      const { body } = await graphql(test.app, query, {}, 'web', headers);
      // Each refusal is one FORBIDDEN error with the spec's text (the formatter drops the paths).
      const refusals = permissions.filter((permission) => !hasPermission(roleSet, permission));
      expect(body.errors ?? []).toEqual(
        refusals.map(() => ({
          message: 'No access: Contact the provider to get full access.',
          extensions: { code: 'FORBIDDEN' },
        })),
      );
      for (const permission of permissions) {
        expect({ permission, value: body.data?.[fieldOf(permission)] ?? null }).toEqual({
          permission,
          value: hasPermission(roleSet, permission) ? true : null,
        });
      }
      for (const permission of permissions) {
        const response = await test.app.inject({ method: 'GET', url: `/matrix/v1/${permission}`, headers });
        expect({ permission, status: response.statusCode }).toEqual({
          permission,
          status: hasPermission(roleSet, permission) ? 200 : 403,
        });
      }
    },
  );
});

describe('[D1-6.19] feature flags close permissions for everyone', () => {
  let test: TestApp;
  let carrierId: string;
  beforeAll(async () => {
    // Watched loads switched off; beta tools are off by default.
    test = await startTestApp(
      { CONFIG_OVERRIDES: JSON.stringify({ features: { watched: false } }) },
      {
        modules: [matrixModule],
      },
    );
    carrierId = (await createCarrier(test.database.db)).id;
  });
  afterAll(() => test.close());

  const callAs = async (roleSet: Role[], permission: Permission) => {
    const member = await createMemberWithRoles(test.database.db, { roles: roleSet, carrierId });
    const headers = authHeaders(await signIdToken(test.database.db, member));
    const field = await graphql(test.app, `{ ${fieldOf(permission)} }`, {}, 'web', headers);
    const route = await test.app.inject({ method: 'GET', url: `/matrix/v1/${permission}`, headers });
    return { errors: field.body.errors, status: route.statusCode };
  };

  it('refuses a switched-off feature even to the roles that hold it, on fields and routes', async () => {
    const watched = await callAs(['carrierDispatcher'], 'home.watched');
    expect(watched.errors).toEqual([
      { message: 'This feature is not available right now.', extensions: { code: 'FORBIDDEN' } },
    ]);
    expect(watched.status).toBe(403);
    expect((await callAs(['carrierBeta1'], 'loads.betaTools')).status).toBe(403);
  });

  it('leaves the permissions of switched-on and unflagged features alone', async () => {
    expect(await callAs(['carrierDispatcher'], 'home.recommended')).toEqual({
      errors: undefined,
      status: 200,
    });
    expect(await callAs(['carrierDispatcher'], 'myLoads.carrierTendered')).toEqual({
      errors: undefined,
      status: 200,
    });
  });
});
