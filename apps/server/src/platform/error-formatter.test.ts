import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCarrier, signInAs } from '../test-support/sign-in';
import { graphql, graphqlAs, startTestApp, type TestApp } from '../test-support/test-app';
import { withoutSuggestions } from './error-formatter';

// Decision 029: coercion and validation errors are the caller's (400 BAD_USER_INPUT, every time), and
// production answers them without "Did you mean" suggestions.

const query = 'query ($id: ID!) { getLoadPosting(loadId: $id) { __typename } }';

describe('variable coercion errors', () => {
  let test: TestApp;
  let headers: Record<string, string>;
  const logged: unknown[] = [];
  beforeAll(async () => {
    test = await startTestApp({ LOG_LEVEL: 'error' });
    test.app.log.error = ((object: unknown) => void logged.push(object)) as never;
    const carrier = await createCarrier(test.database.db);
    ({ headers } = await signInAs(test.database.db, { roles: ['carrierAdmin'], carrierId: carrier.id }));
  });
  afterAll(() => test.close());

  it('answers 400 BAD_USER_INPUT on every repeat, the same errors also once Mercurius has compiled the query', async () => {
    const byInput =
      'query ($input: RecommendedLoadsInput) { recommendedLoads(input: $input) { __typename } }';
    const cases = [
      ...[{ nested: 1 }, 2 ** 31 + 0.5, [1, 2], null].map((id) => ({ text: query, variables: { id } })),
      { text: byInput, variables: { input: [{ status: 'new', unknown: 1 }] } },
      { text: byInput, variables: { input: { status: 5, unknown: 1 } } },
    ];
    for (const { text, variables } of cases) {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await graphqlAs(test.app, headers, text, variables));
      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
      expect(answers[0]!.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(answers[1]!.body.errors).toEqual(answers[0]!.body.errors);
      expect(answers[2]!.body.errors).toEqual(answers[0]!.body.errors);
    }
    expect(logged).toEqual([]);
  });
});

describe('suggestions', () => {
  it('are cut from a message, whatever follows them', () => {
    expect(
      withoutSuggestions('Cannot query field "statu" on type "GatewayInfo". Did you mean "status"?'),
    ).toBe('Cannot query field "statu" on type "GatewayInfo".');
    expect(withoutSuggestions('Unknown field.')).toBe('Unknown field.');
  });

  it('are answered outside production', async () => {
    const test = await startTestApp();
    const response = await graphql(test.app, '{ gatewayInfo { statu } }');
    expect(response.body.errors?.[0]?.message).toMatch(/Did you mean "status"/);
    await test.close();
  });

  it('are not answered in production', async () => {
    const test = await startTestApp({ NODE_ENV: 'production' });
    const response = await graphql(test.app, '{ gatewayInfo { statu } }');
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]).toEqual({
      message: 'Cannot query field "statu" on type "GatewayInfo".',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await test.close();
  });
});
