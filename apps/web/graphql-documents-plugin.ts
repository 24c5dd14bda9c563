import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const documentCall = /\bgraphql\(`([^`]*)`\)/g;
const definitionName = /\b(query|mutation|subscription|fragment)\s+(\w+)/;
const gqlImport = /import \{ graphql \} from '[^']*\/graphql\/gql';\n/;

/** The export of the generated module holding a document: `SearchLoadPostingV2Document`, `XFragmentDoc`. */
function exportNameOf(text: string): string {
  const match = definitionName.exec(text);
  if (!match) throw new Error(`A graphql() document without an operation or fragment name: ${text.trim()}`);
  const [, kind, name] = match as unknown as [string, string, string];
  const typeName = name.charAt(0).toUpperCase() + name.slice(1);
  return kind === 'fragment' ? `${typeName}FragmentDoc` : `${typeName}Document`;
}

/**
 * Replaces each `graphql(`...`)` call of the app with the generated document of that operation or
 * fragment, imported by name from the generated module (what the client preset's Babel plugin does).
 * The preset's own `graphql()` finds a document in a map of every document, which would put all of
 * them, from every route, in the first chunk; imported by name, each lands in the chunk that uses it.
 */
export function graphqlDocuments({ generatedModule }: { generatedModule: string }): Plugin {
  let exported: Set<string> | undefined;
  const readExports = () =>
    new Set(
      [...readFileSync(generatedModule, 'utf8').matchAll(/^export const (\w+)/gm)].map((match) => match[1]!),
    );
  return {
    name: 'freight-graphql-documents',
    enforce: 'pre',
    buildStart() {
      exported = undefined;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/src/graphql/') || !code.includes('graphql(`')) return null;
      exported ??= readExports();
      const imports = new Map<string, string>();
      const transformed = code
        .replace(documentCall, (call: string, text: string) => {
          const name = exportNameOf(text);
          if (!exported!.has(name))
            throw new Error(`${id}: no generated document ${name}; run \`npm run codegen\``);
          const local = `__document_${name}`;
          imports.set(name, local);
          // Same line count, so that the lines of the rest of the file keep their numbers.
          return local + '\n'.repeat(call.split('\n').length - 1);
        })
        .replace(gqlImport, '\n');
      const specifiers = [...imports].map(([name, local]) => `${name} as ${local}`).join(', ');
      // On the first line, so that no line moves: the map stays the identity.
      return {
        code: `import { ${specifiers} } from ${JSON.stringify(generatedModule)}; ${transformed}`,
        map: null,
      };
    },
  };
}
