import type { DocumentNode, GraphQLSchema, SelectionSetNode } from 'graphql';
import { needsCaller, type Access } from './access';
import type { GatewayContext } from './gateway-context';
import { costReadsVariables, documentCost, queryTooComplexError } from './graphql-cost';
import { coerceVariables, declaresVariables } from './graphql-variables';

// What the gateway checks before it executes a document (decisions 004, 028, 029), in one pass:
// authentication when a selected root field needs a caller, the variables coerced the same way on
// every call, and the cost. What depends on the document alone is worked out once per document
// (Mercurius keeps one parsed document per query text, so the same object comes back) and kept
// beside it: which root fields it selects, whether it declares variables, and its cost when no page
// size comes from a variable (decision 054).

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

/** What the pass needs to know of a document, worked out once. */
type DocumentPlan = {
  needsCaller: boolean;
  declaresVariables: boolean;
  /** The cost when it does not depend on the variables, else null (computed per call). */
  fixedCost: number | null;
};

export type PreExecutionOptions = { access: Map<string, Access>; maxCost: number };

/** The gateway's preExecution hook: one per mount, with its own plans. */
export function createPreExecution({ access, maxCost }: PreExecutionOptions) {
  const plans = new WeakMap<DocumentNode, DocumentPlan>();
  const planOf = (document: DocumentNode, schema: GraphQLSchema): DocumentPlan => {
    let plan = plans.get(document);
    if (!plan) {
      plan = {
        needsCaller: selectsSignedInField(rootFieldsOf(document, schema), access),
        declaresVariables: declaresVariables(document),
        fixedCost: costReadsVariables(document) ? null : documentCost(document, {}),
      };
      plans.set(document, plan);
    }
    return plan;
  };

  const checkVariablesAndCost = (
    plan: DocumentPlan,
    schema: GraphQLSchema,
    document: DocumentNode,
    context: GatewayContext,
    variables: Record<string, unknown> | undefined,
  ): void => {
    // Variables are coerced the same way on every call (graphql-variables.ts).
    if (plan.declaresVariables) coerceVariables(schema, document, context, variables);
    // Cost is checked before execution, when the variables (page sizes) are known; parsing and
    // validation stay cached per query text.
    const cost = plan.fixedCost ?? documentCost(document, variables ?? {});
    if (cost > maxCost) throw queryTooComplexError(cost, maxCost);
  };

  // Synchronous unless it authenticates: most calls need no promise of their own here.
  return (
    schema: GraphQLSchema,
    document: DocumentNode,
    context: GatewayContext,
    variables: Record<string, unknown> | undefined,
  ): Promise<void> | void => {
    const plan = planOf(document, schema);
    // A call selecting any non-public field is authenticated before anything runs, so that it fails
    // as a whole with 401 instead of answering the public fields; each field's guard checks again.
    if (plan.needsCaller && context.caller === null)
      return context.request.authenticate().then((caller) => {
        context.caller = caller;
        checkVariablesAndCost(plan, schema, document, context, variables);
      });
    checkVariablesAndCost(plan, schema, document, context, variables);
  };
}
