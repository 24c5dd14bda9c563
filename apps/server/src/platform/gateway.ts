import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DocumentNode, GraphQLSchema, SelectionSetNode } from 'graphql';
import mercurius, { type IResolvers } from 'mercurius';
import { findUnguardedRootFields, needsCaller, publicField, rootFieldAccess, type Access } from './access';
import { buildErrorFormatter } from './error-formatter';
import type { Channel, GatewayContext } from './gateway-context';
import { checkGraphqlRequestShape } from './graphql-request-shape';
import { documentCost, queryTooComplexError } from './graphql-cost';
import { maxMutationFieldsRule } from './graphql-mutation-limit';
import { graphqlRuntime } from './graphql-runtime';
import { coerceVariables } from './graphql-variables';
import type { ApiModule } from './module';
import { platformDir } from './paths';
import type { Services } from './services';

// The root type, which every module extends, and the closed sets several modules answer with.
const baseTypeDefs = ['gateway.graphql', 'vocabulary.graphql']
  .map((file) => readFileSync(join(platformDir, file), 'utf8'))
  .join('\n');

// Mercurius hands resolvers this context (declared here, where mercurius is imported, so that the
// context type itself can be read without it).
declare module 'mercurius' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MercuriusContext extends GatewayContext {}
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The executable schema of each gateway mount (for the guard test). */
    gatewaySchemas: GraphQLSchema[];
  }
}

type FragmentMap = Map<string, SelectionSetNode>;

/** `Type.field` of every root field the document selects, through fragments too. */
function rootFieldsOf(document: DocumentNode, schema: GraphQLSchema): string[] {
  const fragments: FragmentMap = new Map();
  for (const definition of document.definitions)
    if (definition.kind === 'FragmentDefinition')
      fragments.set(definition.name.value, definition.selectionSet);
  const fields: string[] = [];
  const visit = (typeName: string, selectionSet: SelectionSetNode, seen: Set<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === 'Field') fields.push(`${typeName}.${selection.name.value}`);
      else if (selection.kind === 'InlineFragment') visit(typeName, selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(typeName, fragment, new Set([...seen, selection.name.value]));
      }
    }
  };
  const rootTypes = {
    query: schema.getQueryType()?.name,
    mutation: schema.getMutationType()?.name,
    subscription: schema.getSubscriptionType()?.name,
  };
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    const typeName = rootTypes[definition.operation];
    if (typeName) visit(typeName, definition.selectionSet, new Set());
  }
  return fields;
}

/** Whether any selected root field needs a signed-in caller (introspection fields do not). */
function selectsSignedInField(fields: string[], access: Map<string, Access>): boolean {
  return fields.some((field) => {
    if (field.split('.')[1]!.startsWith('__')) return false;
    const declared = access.get(field);
    return declared === undefined || needsCaller(declared);
  });
}

function mergeResolvers(modules: ApiModule<object>[]): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module.resolvers ?? {})) {
      merged[typeName] = { ...merged[typeName], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as IResolvers;
}

/**
 * The GraphQL gateway, mounted at /web/v1/experience and /mobile/v1/experience: the same schema,
 * with the channel in the context. Each mount is its own encapsulated Mercurius instance.
 */
export async function registerGateway(
  app: FastifyInstance,
  services: Services,
  modules: ApiModule<object>[],
  version: string,
): Promise<void> {
  const moduleTypeDefs = modules.flatMap((module) => (module.typeDefs ? [module.typeDefs] : []));
  // Modules add their mutations with `extend type Mutation`; the root type exists once they do (an
  // empty root type would be an invalid schema).
  const hasMutations = moduleTypeDefs.some((typeDefs) => typeDefs.includes('extend type Mutation'));
  const typeDefs = [baseTypeDefs, ...(hasMutations ? ['type Mutation'] : []), ...moduleTypeDefs];
  const resolvers = mergeResolvers(modules);
  const baseResolvers: IResolvers = {
    Query: {
      gatewayInfo: publicField((_root, _args, context) => ({
        status: 'ok',
        version,
        channel: context.channel,
      })),
    },
  };
  const isProduction = services.env.NODE_ENV === 'production';
  const schemas: GraphQLSchema[] = [];
  app.decorate('gatewaySchemas', schemas);

  for (const channel of ['web', 'mobile'] as const satisfies readonly Channel[]) {
    await app.register(async (scope) => {
      scope.addHook('preValidation', checkGraphqlRequestShape);
      await scope.register(mercurius, {
        schema: typeDefs.join('\n'),
        resolvers: mergeResolvers([
          { name: 'base', resolvers: baseResolvers },
          { name: 'modules', resolvers },
        ]),
        path: `/${channel}/v1/experience`,
        graphiql: false,
        jit: 1,
        queryDepth: services.env.GRAPHQL_MAX_DEPTH,
        allowBatchedQueries: false,
        validationRules: [
          maxMutationFieldsRule(services.env.GRAPHQL_MAX_MUTATIONS),
          ...(isProduction ? [graphqlRuntime.NoSchemaIntrospectionCustomRule] : []),
        ],
        context: (request, reply): GatewayContext => ({ services, channel, request, reply, caller: null }),
        errorFormatter: buildErrorFormatter({ hideSuggestions: isProduction }) as never,
      });
      // Every root field declares its access (access.ts); a field without one is a bug: refuse to start.
      const schema = scope.graphql.schema;
      const unguarded = findUnguardedRootFields(schema);
      if (unguarded.length > 0)
        throw new Error(`GraphQL root fields without a guard: ${unguarded.join(', ')}`);
      schemas.push(schema);
      const access = rootFieldAccess(schema);
      // A call selecting any non-public field is authenticated before anything runs, so that it fails
      // as a whole with 401 instead of answering the public fields; each field's guard checks again.
      scope.graphql.addHook('preExecution', async (executedSchema, document, context) => {
        if (selectsSignedInField(rootFieldsOf(document, executedSchema), access))
          context.caller ??= await context.request.authenticate();
      });
      // Variables are coerced the same way on every call (graphql-variables.ts).
      scope.graphql.addHook('preExecution', async (executedSchema, document, context, variables) =>
        coerceVariables(executedSchema, document, context, variables as Record<string, unknown> | undefined),
      );
      // Cost is checked before execution, when the variables (page sizes) are known; parsing and
      // validation stay cached per query text.
      scope.graphql.addHook('preExecution', async (_schema, document, _context, variables) => {
        const cost = documentCost(document, (variables ?? {}) as Record<string, unknown>);
        if (cost > services.env.GRAPHQL_MAX_COST)
          throw queryTooComplexError(cost, services.env.GRAPHQL_MAX_COST);
      });
    });
  }
}
