import type { SelectionSetNode, ValidationContext, ValidationRule } from 'graphql';
import { AppError } from './errors';
import { graphqlRuntime } from './graphql-runtime';
import { message, translate } from './i18n';

// One request, one change (decision 028): an operation may select at most `max` root mutation fields,
// aliases and fragments included, so that a single request cannot book twenty loads or add two hundred
// members. A validation rule: it depends on the query text alone, so it runs once per text (Mercurius
// caches validation, refusals included) and refuses before anything executes, authentication included.

/** The root fields an operation's selection selects, through fragments; `__typename` is free. */
function countRootFields(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  seen: ReadonlySet<string>,
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === 'Field') {
      if (!selection.name.value.startsWith('__')) count += 1;
    } else if (selection.kind === 'InlineFragment') {
      count += countRootFields(context, selection.selectionSet, seen);
    } else if (!seen.has(selection.name.value)) {
      // A fragment cycle is graphql's own error; an unknown fragment too.
      const fragment = context.getFragment(selection.name.value);
      if (fragment)
        count += countRootFields(context, fragment.selectionSet, new Set([...seen, selection.name.value]));
    }
  }
  return count;
}

export function tooManyMutationsError(max: number) {
  return new AppError('QUERY_TOO_COMPLEX', message('gateway.tooManyMutations', { max }));
}

export function maxMutationFieldsRule(max: number): ValidationRule {
  return (context) => ({
    OperationDefinition(node) {
      if (node.operation !== 'mutation') return;
      if (countRootFields(context, node.selectionSet, new Set()) <= max) return;
      const refusal = tooManyMutationsError(max);
      context.reportError(
        new graphqlRuntime.GraphQLError(translate('en', refusal.text), {
          nodes: [node],
          originalError: refusal,
        }),
      );
    },
  });
}
