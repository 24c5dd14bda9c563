// The gateway's persisted queries (decision 068), the contract between the server and the clients: a
// query the server knows by its hash is sent as a GET of the hash and the variables, without a body
// and without the document.

/** What the gateway answers to a hash it does not know: the client then sends the document itself. */
export const persistedQueryNotFound = 'PersistedQueryNotFound';

/** The query string (`persisted=true&query=<hash>&…`) of a query sent by its hash. */
export function persistedQuerySearch(
  hash: string,
  operationName: string,
  variables: Record<string, unknown>,
): string {
  const parameters = { persisted: 'true', query: hash, operationName, variables: JSON.stringify(variables) };
  return Object.entries(parameters)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
}
