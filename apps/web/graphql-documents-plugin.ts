import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const documentCall = /\bgraphql\(`([^`]*)`\)/g;
const definitionName = /\b(query|mutation|subscription|fragment)\s+(\w+)/;
const gqlImport = /import \{ graphql \} from '[^']*\/graphql\/gql';\n/;
const documentModulePrefix = 'virtual:graphql-document/';
const resolvedPrefix = `\0${documentModulePrefix}`;
// A generated document: `export const XDocument = /*#__PURE__*/ new TypedDocumentString(`...`, meta?) as …`.
const generatedDocument =
  /^export const (\w+) = \/\*#__PURE__\*\/ new TypedDocumentString\(`([^`]*)`(?:, (\{[^\n]*\}))?\) as /gm;

/** A generated document: its text, and its meta (the hash the server knows it by, decision 068). */
type GeneratedDocument = { text: string; meta: string };

/** Every document of the generated module, by export name. */
export function generatedDocuments(generated: string): Map<string, GeneratedDocument> {
  return new Map(
    [...generated.matchAll(generatedDocument)].map((match): [string, GeneratedDocument] => [
      match[1]!,
      { text: match[2]!, meta: match[3] ?? '{}' },
    ]),
  );
}

/** The export of the generated module holding a document: `SearchLoadPostingV2Document`, `XFragmentDoc`. */
function exportNameOf(text: string): string {
  const match = definitionName.exec(text);
  if (!match) throw new Error(`A graphql() document without an operation or fragment name: ${text.trim()}`);
  const [, kind, name] = match as unknown as [string, string, string];
  const typeName = name.charAt(0).toUpperCase() + name.slice(1);
  return kind === 'fragment' ? `${typeName}FragmentDoc` : `${typeName}Document`;
}

/**
 * Replaces each `graphql(`...`)` call of the app with the text of the generated document of that
 * operation or fragment (what the client preset's Babel plugin does, as a string). The preset's own
 * `graphql()` finds a document in a map of every document, which would put all of them, from every
 * route, in the first chunk. Each document is a module of its own, `virtual:graphql-document/<export>`,
 * whose default export has the document's text (`toString()`, which the client sends) and its hash
 * (`__meta__`, which it sends instead for a query, decision 068): it lands in the chunk that uses it, where one generated module would put every document the app uses in a chunk
 * that each page loads (decision 053).
 */
export function graphqlDocuments({ generatedModule }: { generatedModule: string }): Plugin {
  let documents: Map<string, GeneratedDocument> | undefined;
  const readDocuments = () => (documents ??= generatedDocuments(readFileSync(generatedModule, 'utf8')));
  return {
    name: 'freight-graphql-documents',
    enforce: 'pre',
    buildStart() {
      documents = undefined;
    },
    resolveId(id) {
      return id.startsWith(documentModulePrefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      this.addWatchFile(generatedModule);
      const document = readDocuments().get(id.slice(resolvedPrefix.length));
      if (document === undefined) throw new Error(`${id}: no such generated document`);
      // What the client reads of a TypedDocumentString: its text and its meta.
      return `export default { toString: () => ${JSON.stringify(document.text)}, __meta__: ${document.meta} };`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/src/graphql/') || !code.includes('graphql(`')) return null;
      const exported = readDocuments();
      const imports = new Map<string, string>();
      const transformed = code
        .replace(documentCall, (call: string, text: string) => {
          const name = exportNameOf(text);
          if (!exported.has(name))
            throw new Error(`${id}: no generated document ${name}; run \`npm run codegen\``);
          const local = `__document_${name}`;
          imports.set(name, local);
          // Same line count, so that the lines of the rest of the file keep their numbers.
          return local + '\n'.repeat(call.split('\n').length - 1);
        })
        .replace(gqlImport, '\n');
      const importLines = [...imports].map(
        ([name, local]) => `import ${local} from ${JSON.stringify(`${documentModulePrefix}${name}`)};`,
      );
      // On the first line, so that no line moves: the map stays the identity.
      return { code: `${importLines.join(' ')} ${transformed}`, map: null };
    },
  };
}
