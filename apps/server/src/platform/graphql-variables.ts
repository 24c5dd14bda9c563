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

/** Whether any operation of the document declares variables: only then is there anything to coerce. */
export function declaresVariables(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === 'OperationDefinition' && (definition.variableDefinitions?.length ?? 0) > 0,
  );
}

/** Part of the gateway's pass before execution: throws when the variables do not fit the operation. */
export function coerceVariables(
  schema: GraphQLSchema,
  document: DocumentNode,
  context: GatewayContext,
  variables: Record<string, unknown> | undefined,
): void {
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
