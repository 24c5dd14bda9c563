import type { FetchFunction } from '../lib/fetch-function';

// A fake `fetch` behind the real API client: GraphQL operations answered by name, REST paths by
// prefix; every call is recorded so tests read what the screen asked for.

export type RecordedCall = { url: string; operation: string | null; variables: Record<string, unknown> };
type GraphQLAnswer = { data?: unknown; errors?: { message: string; extensions: { code: string } }[] };
export type FakeApi = {
  graphql?: Record<string, (variables: Record<string, unknown>) => GraphQLAnswer>;
  rest?: Record<string, (url: string, init?: RequestInit) => Response>;
};

export function createFakeFetch({ graphql = {}, rest = {} }: FakeApi = {}) {
  const calls: RecordedCall[] = [];
  const fetch: FetchFunction = async (url, init) => {
    if (url.endsWith('/v1/experience')) {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? null;
      calls.push({ url, operation, variables: body.variables });
      const answer = operation ? graphql[operation] : undefined;
      if (!answer)
        return Response.json({ errors: [{ message: 'unexpected', extensions: { code: 'INTERNAL' } }] });
      return Response.json(answer(body.variables));
    }
    // A REST call's JSON body is recorded as its variables.
    const body = init?.body === undefined ? {} : (JSON.parse(String(init.body)) as Record<string, unknown>);
    calls.push({ url, operation: null, variables: body });
    const prefix = Object.keys(rest).find((path) => url.startsWith(path));
    return prefix ? rest[prefix]!(url, init) : Response.json({ code: 'NOT_FOUND' }, { status: 404 });
  };
  return { fetch, calls };
}
