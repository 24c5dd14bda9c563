import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { badInput } from './errors';
import { message } from './i18n';

// Mercurius checks a POST body's `variables` but not the type of `query`, nor the variables of a GET:
// graphql-js then fails on an assertion (a 500). The gateway refuses those shapes first (decision 029).

const isObjectOrAbsent = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value));
const isTextOrAbsent = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/** A GET carries variables and extensions as JSON text; text that is not JSON is Mercurius's to refuse. */
function fromQueryString(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a GraphQL request has the shape of one: a query text, an operation name, objects. */
export function hasGraphqlRequestShape(method: string, input: unknown): boolean {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return true; // Mercurius answers
  const { query, operationName, variables, extensions } = input as Record<string, unknown>;
  const read = method === 'GET' ? fromQueryString : (value: unknown) => value;
  return (
    isTextOrAbsent(query) &&
    isTextOrAbsent(operationName) &&
    isObjectOrAbsent(read(variables)) &&
    isObjectOrAbsent(read(extensions))
  );
}

/** A preValidation hook for the gateway's routes (synchronous, as the edge's are). */
export function checkGraphqlRequestShape(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const input = request.method === 'GET' ? request.query : request.body;
  done(hasGraphqlRequestShape(request.method, input) ? undefined : badInput(message('request.graphqlShape')));
}
