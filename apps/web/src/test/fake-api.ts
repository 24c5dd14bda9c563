import type { Operations } from '../graphql/operations';
import type { FetchFunction } from '../lib/fetch-function';

// A fake `fetch` behind the real API client: GraphQL operations answered by name, REST paths by
// prefix; every call is recorded so tests read what the screen asked for.

export type RecordedCall = { url: string; operation: string | null; variables: Record<string, unknown> };
type GraphQLErrors = { message: string; extensions: { code: string } }[];
/** An answer to an operation: data of the operation's generated result type, or errors. */
export type GraphQLAnswer<TResult> =
  { data: TResult; errors?: undefined } | { data?: null; errors: GraphQLErrors };
/** Each operation answered by name, with its generated result and variables types. */
export type FakeGraphQL = {
  [Name in keyof Operations]?: (
    variables: Operations[Name]['variables'],
  ) => GraphQLAnswer<Operations[Name]['result']>;
};
/** The fake answer of one operation. */
export type FakeAnswer<Name extends keyof Operations> = NonNullable<FakeGraphQL[Name]>;
export type FakeApi = {
  graphql?: FakeGraphQL;
  rest?: Record<string, (url: string, init?: RequestInit) => Response>;
};

export function createFakeFetch({ graphql = {}, rest = {} }: FakeApi = {}) {
  const calls: RecordedCall[] = [];
  const fetch: FetchFunction = async (url, init) => {
    const call = graphqlCallOf(url, init);
    if (call) {
      calls.push(call);
      const answer = call.operation ? findAnswer(graphql, call.operation) : undefined;
      if (!answer)
        return Response.json({ errors: [{ message: 'unexpected', extensions: { code: 'INTERNAL' } }] });
      return Response.json(answer(call.variables));
    }
    // A REST call's JSON body is recorded as its variables; a multipart form's fields too, its files
    // by name in a list per field.
    calls.push({ url, operation: null, variables: recordedBody(init?.body) });
    const prefix = Object.keys(rest).find((path) => url.startsWith(path));
    return prefix ? rest[prefix]!(url, init) : Response.json({ code: 'NOT_FOUND' }, { status: 404 });
  };
  return { fetch, calls };
}

/**
 * A call of the gateway, recorded under its path: a query by its hash (a GET whose parameters name
 * the operation, decision 068) or a document POSTed with its variables.
 */
export function graphqlCallOf(url: string, init: RequestInit | undefined): RecordedCall | null {
  const [path = url, search] = url.split('?');
  if (!path.endsWith('/v1/experience')) return null;
  if (search !== undefined) {
    const parameters = new URLSearchParams(search);
    return {
      url: path,
      operation: parameters.get('operationName'),
      variables: JSON.parse(parameters.get('variables') ?? '{}') as Record<string, unknown>,
    };
  }
  const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
  const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? null;
  return { url: path, operation, variables: body.variables };
}

/** The answer of an operation the screen asked for by name (any operation: the name comes from the wire). */
function findAnswer(
  graphql: FakeGraphQL,
  operation: string,
): ((variables: Record<string, unknown>) => unknown) | undefined {
  const answers: Record<string, ((variables: never) => unknown) | undefined> = graphql;
  // The variables are what the app sent for this operation, so of the type its answer expects.
  return answers[operation] as ((variables: Record<string, unknown>) => unknown) | undefined;
}

function recordedBody(body: RequestInit['body'] | undefined): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (!(body instanceof FormData)) return JSON.parse(String(body)) as Record<string, unknown>;
  const recorded: Record<string, unknown> = {};
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') recorded[name] = value;
    else recorded[name] = [...((recorded[name] as string[] | undefined) ?? []), value.name];
  }
  return recorded;
}
