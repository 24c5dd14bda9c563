import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { costReadsVariables, documentCost, rootMutationFieldCost, rootQueryFieldCost } from './graphql-cost';

const cost = (query: string, variables: Record<string, unknown> = {}) =>
  documentCost(parse(query), variables);
const aliases = (count: number, field: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');

describe('documentCost', () => {
  it('weighs a root query field more than a nested one, and a root mutation field most', () => {
    expect(cost('{ probe { id } }')).toBe(rootQueryFieldCost + 1);
    expect(cost('mutation { write { id } }')).toBe(rootMutationFieldCost + 1);
    expect(rootMutationFieldCost).toBeGreaterThanOrEqual(50 * rootQueryFieldCost);
  });

  it('counts every alias of a root field, through fragments and inline fragments', () => {
    expect(cost(`{ ${aliases(100, 'probe { id }')} }`)).toBe(100 * (rootQueryFieldCost + 1));
    const viaFragments = `mutation { ...W ... on Mutation { c: write { id } } }
      fragment W on Mutation { a: write { id } b: write { id } }`;
    expect(cost(viaFragments)).toBe(3 * (rootMutationFieldCost + 1));
  });

  it('puts 20 aliased bookings far above the default limit of 5,000, which 2,500 used to pass', () => {
    const twenty = `mutation { ${aliases(20, 'buyLoadRequest(input: {}) { status }')} }`;
    expect(cost(twenty)).toBe(20 * (rootMutationFieldCost + 1));
    expect(cost(twenty)).toBeGreaterThan(5_000);
  });

  it('leaves __typename and introspection at the cost of a plain field', () => {
    expect(cost('mutation { __typename }')).toBe(1);
    expect(cost('{ __schema { queryType { name } } }')).toBe(3);
  });

  it('multiplies the fields under a paged field by its page size, variables included', () => {
    const query = 'query ($size: Int) { probe { children(size: $size) { id } } }';
    expect(cost(query, { size: 50 })).toBe(rootQueryFieldCost + 1 + 50);
  });

  it('depends on the variables only through page sizes given by a variable, so other documents are costed once', () => {
    const reads = (query: string) => costReadsVariables(parse(query));
    expect(reads('query ($size: Int) { probe { children(size: $size) { id } } }')).toBe(true);
    expect(reads('query ($n: Int) { probe(input: { pageSize: $n }) { id } }')).toBe(true);
    expect(reads('query ($input: SearchInput!) { search(input: $input) { id } }')).toBe(false);
    expect(reads('query ($q: String) { probe(filter: { name: $q }, size: 5) { id } }')).toBe(false);
    expect(reads('{ gatewayInfo { status } }')).toBe(false);
    // Where the cost does not read them, any variables give the cost of none.
    const fixed = parse('query ($input: SearchInput!) { search(input: $input) { id } }');
    expect(documentCost(fixed, { input: { size: 100 } })).toBe(documentCost(fixed, {}));
  });
});
