import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { GatewayContext } from './gateway-context';
import { graphqlRuntime } from './graphql-runtime';

// Mercurius coerces the variables with graphql-js on every call but the one that compiles the query
// for graphql-jit, where graphql-jit coerces them and words its errors differently: the same bad
// request answered two different ways (decision 029). The gateway coerces them itself, every time,
// and refuses them as Mercurius does (a validation error holding graphql-js's errors).

function operationNameOf(context: GatewayContext): string | undefined {
  const input = (context.request.method === 'GET' ? context.request.query : context.request.body) as
    { operationName?: unknown } | undefined;
  return typeof input?.operationName === 'string' ? input.operationName : undefined;
}

/** A preExecution hook of the gateway: throws when the variables do not fit the operation. */
export async function coerceVariables(
  schema: GraphQLSchema,
  document: DocumentNode,
  context: GatewayContext,
  variables: Record<string, unknown> | undefined,
): Promise<void> {
  const operation = graphqlRuntime.getOperationAST(document, operationNameOf(context));
  if (!operation) return; // graphql-js reports a missing or ambiguous operation itself
  const result = graphqlRuntime.getVariableValues(
    schema,
    operation.variableDefinitions ?? [],
    variables ?? {},
    {
      maxErrors: 50,
    },
  );
  if (result.errors)
    throw Object.assign(new Error('Invalid variables'), {
      code: 'MER_ERR_GQL_VALIDATION',
      statusCode: 400,
      errors: result.errors,
    });
}
