import type { PersistedQueryProvider } from 'mercurius';
import { persistedQueryNotFound } from '@freight/domain/persisted-queries';
import webDocuments from '../generated/persisted-documents.json';

// The web app's documents by hash (`sha256:…`, generated with the client's types, decision 068). A
// client sends a query as `GET …/experience?persisted=true&query=<hash>&variables=<JSON>`: no body to
// read, and a few hundred bytes instead of the document. A hash the server does not know (a tab of
// an older or newer release) is answered `PersistedQueryNotFound`, and the client sends the document
// itself by POST, which every client may still do.

export function persistedQueries(documents: Record<string, string> = webDocuments): PersistedQueryProvider {
  // A Map, not the object: a hash such as `__proto__` or `toString` finds nothing.
  const byHash = new Map(Object.entries(documents));
  return {
    isPersistedQuery: (request) => (request as { persisted?: unknown }).persisted === true,
    isPersistedQueryRetry: () => false,
    getHash: (request) => request.query,
    getQueryFromHash: async (hash) => byHash.get(hash),
    notFoundError: persistedQueryNotFound,
  };
}
