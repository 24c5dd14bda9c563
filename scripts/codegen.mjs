#!/usr/bin/env node
// The GraphQL contract, generated from the schema (the SDL files of the server's platform and modules):
// the web app's operation types and typed documents, and the server's resolver types (decision 022);
// the web app's documents by hash, which the server executes when a client sends only the hash
// (persisted queries, decision 068).
// `node scripts/codegen.mjs` writes them; `--check` fails, naming the files, when what is committed is
// not what the schema and the documents give. Generation also fails when a web document asks for
// something the schema does not have.
import { readFile, writeFile } from 'node:fs/promises';
import { generate } from '@graphql-codegen/cli';

const webDocuments = ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/graphql/**'];

const config = {
  schema: ['apps/server/src/platform/*.graphql', 'apps/server/src/modules/*/*.graphql'],
  silent: true,
  generates: {
    'apps/web/src/graphql/': {
      documents: webDocuments,
      preset: 'client',
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string' },
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
    'apps/web/src/graphql/operations.ts': {
      documents: webDocuments,
      plugins: [
        { add: { content: "import type * as Types from './graphql';" } },
        './scripts/codegen/operation-map.mjs',
      ],
    },
    'apps/server/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../platform/gateway-context#GatewayContext',
        scalars: { ID: 'string' },
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        // What a parent resolver answers where field resolvers fill the rest.
        mappers: {
          ShipmentDetails: '../modules/shipments/get-shipment-details#ShipmentDetailsView',
          // Its place is a field resolver (the tracking module names it from the gazetteer).
          TruckPosition: '../modules/tracking/truck-position-view#TruckPositionView',
        },
      },
    },
  },
};

/**
 * Marks each generated document as pure, so that a bundle keeps only the documents its code imports
 * (the client preset does not pass `pureMagicComment` on).
 */
const markDocumentsPure = (content) =>
  content.replaceAll(' = new TypedDocumentString(', ' = /*#__PURE__*/ new TypedDocumentString(');

// The client preset writes the documents by hash beside the web app's types; the web app does not
// read them, the server does: they are written among the server's sources instead.
const webPersistedDocuments = 'apps/web/src/graphql/persisted-documents.json';
const serverPersistedDocuments = 'apps/server/src/generated/persisted-documents.json';

const isCheck = process.argv.includes('--check');
const generated = await generate(config, false);
if (!generated.some(({ filename }) => filename === webPersistedDocuments))
  throw new Error(`The client preset wrote no ${webPersistedDocuments}`);
const outputs = generated.map((output) =>
  output.filename === webPersistedDocuments ? { ...output, filename: serverPersistedDocuments } : output,
);
const stale = [];
for (const { filename, content } of outputs) {
  const generated = markDocumentsPure(content);
  const committed = await readFile(filename, 'utf8').catch(() => null);
  if (committed === generated) continue;
  if (isCheck) stale.push(filename);
  else await writeFile(filename, generated);
}
if (stale.length > 0) {
  console.error(
    `Generated GraphQL types are out of date (run \`npm run codegen\`):\n  ${stale.join('\n  ')}`,
  );
  process.exit(1);
}
