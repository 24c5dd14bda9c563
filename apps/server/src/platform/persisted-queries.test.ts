import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webDocuments from '../generated/persisted-documents.json';
import { createCarrier, signInAs } from '../test-support/sign-in';
import { graphql, startTestApp, type GraphqlBody, type TestApp } from '../test-support/test-app';
import { persistedQueryNotFound, persistedQuerySearch } from '@freight/domain/persisted-queries';

const documents: Record<string, string> = webDocuments;

/** The hash the web app sends for its document named `name`. */
function hashOf(name: string): string {
  const entry = Object.entries(documents).find(([, text]) =>
    new RegExp(`^(query|mutation) ${name}\\b`).test(text),
  );
  if (!entry) throw new Error(`no web document ${name}`);
  return entry[0];
}

describe('persisted queries (decision 068)', () => {
  let test: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    test = await startTestApp();
    const carrier = await createCarrier(test.database.db);
    ({ headers } = await signInAs(test.database.db, { roles: ['carrierDispatcher'], carrierId: carrier.id }));
  });
  afterAll(async () => {
    await test.close();
  });

  const getPersisted = async (hash: string, operationName = 'getMyLoadsCounts', signedIn = true) => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/web/v1/experience?${persistedQuerySearch(hash, operationName, {})}`,
      headers: signedIn ? headers : {},
    });
    return { status: response.statusCode, body: response.json() as GraphqlBody, headers: response.headers };
  };

  it("answers a web app's query sent by its hash over GET as the same query sent whole", async () => {
    const byHash = await getPersisted(hashOf('getMyLoadsCounts'));
    const whole = await graphql(test.app, documents[hashOf('getMyLoadsCounts')]!, {}, 'web', headers);
    expect(byHash.status, JSON.stringify(byHash.body)).toBe(200);
    expect(byHash.body.errors).toBeUndefined();
    expect(byHash.body.data).toEqual(whole.body.data);
    expect(Array.isArray(byHash.body.data?.getMyLoadsCounts)).toBe(true);
  });

  it('never lets a cache keep an answer sent by GET', async () => {
    const answer = await getPersisted(hashOf('getMyLoadsCounts'));
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('checks the caller of a query sent by its hash as of one sent whole', async () => {
    const answer = await getPersisted(hashOf('getMyLoadsCounts'), 'getMyLoadsCounts', false);
    expect(answer.status).toBe(401);
  });

  it('answers a hash it does not know with PersistedQueryNotFound, which tells the client to send the query whole', async () => {
    for (const hash of ['sha256:0000', '__proto__', 'toString']) {
      const answer = await getPersisted(hash);
      expect(answer.status, hash).toBe(400);
      expect(answer.body.errors?.[0]?.message, hash).toBe(persistedQueryNotFound);
    }
  });

  it('refuses a mutation sent by its hash over GET', async () => {
    const [hash, text] = Object.entries(documents).find(([, text]) => text.startsWith('mutation '))!;
    const answer = await getPersisted(hash, /^mutation (\w+)/.exec(text)![1]);
    expect(answer.status).toBe(405);
    expect(answer.body.errors?.[0]?.extensions.code).toBe('METHOD_NOT_ALLOWED');
  });
});
