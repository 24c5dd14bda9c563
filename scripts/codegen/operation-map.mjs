// A GraphQL Code Generator plugin: the result and variables types of every operation of the web app,
// by operation name, so that test fakes answering an operation by name are typed by the contract.
import { Kind } from 'graphql';

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);
const suffix = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };

export function plugin(_schema, documents) {
  const entries = documents
    .flatMap((source) => source.document?.definitions ?? [])
    .filter((definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.name)
    .map((definition) => {
      const name = definition.name.value;
      const type = `Types.${pascal(name)}${suffix[definition.operation]}`;
      return `  ${name}: { result: ${type}; variables: ${type}Variables };`;
    })
    .sort();
  return [
    '/** Every operation of the web app by name: its result and its variables. */',
    'export type Operations = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}
