import {
  BREAK,
  Kind,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { AppError } from './errors';
import { message } from './i18n';

// A query's cost: one per field, with the fields under a paged field counted once per requested item
// (its `size`, `pageSize` or `first` argument). It bounds the work one request can ask for, whatever
// the depth limit lets through (aliases and wide selections included). A root field is a resolver
// that reaches the database, so it weighs more; a root mutation field writes, and weighs most
// (decision 028).
export const rootQueryFieldCost = 10;
export const rootMutationFieldCost = 500;
const pageArguments = new Set(['size', 'pageSize', 'first', 'limit']);
const maxMultiplier = 100;

function numericValue(node: ValueNode, variables: Record<string, unknown>): number | undefined {
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) {
    const value = variables[node.name.value];
    return typeof value === 'number' ? value : undefined;
  }
  if (node.kind === Kind.OBJECT) {
    for (const field of node.fields) {
      if (pageArguments.has(field.name.value)) return numericValue(field.value, variables);
    }
  }
  return undefined;
}

function multiplierOf(field: FieldNode, variables: Record<string, unknown>): number {
  for (const argument of field.arguments ?? []) {
    const direct = pageArguments.has(argument.name.value)
      ? numericValue(argument.value, variables)
      : undefined;
    const nested = argument.value.kind === Kind.OBJECT ? numericValue(argument.value, variables) : undefined;
    const value = direct ?? nested;
    if (value !== undefined) return Math.min(Math.max(value, 1), maxMultiplier);
  }
  return 1;
}

// Never changed: a fragment's visit gets a set of its own.
const noFragmentsSeen: ReadonlySet<string> = new Set();

export function selectionCost(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  seen: ReadonlySet<string> = noFragmentsSeen,
  fieldCost = 1,
): number {
  if (!selectionSet) return 0;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      // `__typename` and introspection resolve from the schema: plain fields wherever they are.
      cost +=
        (selection.name.value.startsWith('__') ? 1 : fieldCost) +
        multiplierOf(selection, variables) *
          selectionCost(selection.selectionSet, fragments, variables, seen);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      cost += selectionCost(selection.selectionSet, fragments, variables, seen, fieldCost);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || seen.has(name)) continue; // a fragment cycle is reported by graphql itself
      const inner = new Set([...seen, name]);
      cost += selectionCost(fragment.selectionSet, fragments, variables, inner, fieldCost);
    }
  }
  return cost;
}

function valueReadsVariables(node: ValueNode): boolean {
  if (node.kind === Kind.VARIABLE) return true;
  if (node.kind !== Kind.OBJECT) return false;
  return node.fields.some((field) => pageArguments.has(field.name.value) && valueReadsVariables(field.value));
}

/**
 * Whether the cost of a document depends on the request's variables: only a page argument given by a
 * variable does (`size: $size`, `input: { size: $size }`). Otherwise its cost is computed once per
 * document (decision 054).
 */
export function costReadsVariables(document: DocumentNode): boolean {
  let reads = false;
  visit(document, {
    Argument(node) {
      if (
        pageArguments.has(node.name.value)
          ? valueReadsVariables(node.value)
          : node.value.kind === Kind.OBJECT && valueReadsVariables(node.value)
      ) {
        reads = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return reads;
}

/** The cost of the operations of a document, with the request's variables. */
export function documentCost(document: DocumentNode, variables: Record<string, unknown>): number {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  let cost = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const rootFieldCost = definition.operation === 'mutation' ? rootMutationFieldCost : rootQueryFieldCost;
    cost += selectionCost(definition.selectionSet, fragments, variables, noFragmentsSeen, rootFieldCost);
  }
  return cost;
}

export function queryTooComplexError(cost: number, maxCost: number) {
  return new AppError('QUERY_TOO_COMPLEX', message('gateway.queryTooComplex', { cost, max: maxCost }));
}
