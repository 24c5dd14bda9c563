// Lint rules that keep the layout honest: web features do not import each other, shared code never
// imports a feature, and packages/domain stays pure (no React, Fastify, database or clock).
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = new URL('./apps/web/src/features', import.meta.url);
const webFeatures = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// The web app's architecture: which features a feature may import (decision 024). A feature not
// listed imports none. The edges form no cycle; the app (src/app) composes everything.
const featureDependencies = {
  // Home shows matched and watched loads as load cards.
  home: ['loads'],
  // Results are load cards; the search form picks cities; results filter by profit (decision 058).
  search: ['loads', 'location', 'load-profit'],
  // A shipment's card opens the load details panel; drivers are assigned from the lists; Check Payment
  // Status opens the payment tracker (decision 047); Submit Invoice is a card's flow (decision 046).
  'my-loads': ['loads', 'driver-assignment', 'payments', 'invoices'],
  // An owner-operator assigns themself right after booking; the details panel renders the Documents
  // tab, and its References tab offers Add Reference; a card and its details show what the load really
  // pays and its lane's rates (decision 058).
  loads: ['driver-assignment', 'documents', 'references', 'load-profit'],
  // A driver without a previous load says where they start; Add Driver runs Add User's own flow with
  // the role fixed to Driver (decision 065).
  'driver-assignment': ['location', 'users'],
  // The trip screen offers Contact Us of the load details; Confirm Start picks the start city; each
  // stop lists its references and offers Add Reference.
  trip: ['loads', 'location', 'references'],
  // GPS tracking of a running trip; the trip screen renders what it exports and imports nothing else.
  tracking: [],
  // Add Reference (decision 048) reads the shipment itself and imports no feature.
  references: [],
  // A shipment's documents: the list, the viewer and the upload; it imports no other feature.
  documents: [],
  // Submit Invoice: its own calls and dialogs; the card that opens it passes what it needs.
  invoices: [],
  // Capacity (decision 050): See results is a result list of the search's kind (its sort, online gate,
  // radius slider and states field) of load cards; the form picks cities; a save refreshes the
  // recommended loads.
  capacity: ['search', 'loads', 'location'],
  // The cost profile (decision 058) is its own section, which the Preferences page can host.
  'cost-profile': [],
  // What a load really pays and its lane's rates (decision 058) are computed with the cost profile.
  'load-profit': ['cost-profile'],
  // Support shows Site News, the same editorial content as Home's banner (useWebContent).
  support: ['home'],
  // The carrier profile reads its own call and imports no feature.
  'carrier-profile': [],
  // Manage Users (decision 055): its lists end as every paged list does (the loads' Show N More footer);
  // registration's park location is a place of the city typeahead (decision 059).
  users: ['loads', 'location'],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
      // Generated from the GraphQL schema (scripts/codegen.mjs).
      'apps/web/src/graphql/**',
      'apps/server/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    // Import rules must resolve extensionless TypeScript imports (import-x's defaults know only .js),
    // or they silently skip every import they cannot: the cycle and boundary rules see them all.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-cycle': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                '@mantine/*',
                'fastify',
                '@fastify/*',
                'mercurius',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
                'node:*',
              ],
              message: 'packages/domain is pure: no UI, server, database or IO imports.',
            },
            {
              group: ['@freight/server*', '@freight/web*', '../../apps/*'],
              message: 'packages/domain imports no app.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'packages/domain reads no clock: pass `now` in.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'packages/domain reads no clock: pass `now` in.',
        },
      ],
    },
  },
  // The catalogues (decision 025) are data and the choice of a language: no framework, no app.
  {
    files: ['packages/locales/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'i18next',
                'fastify',
                '@freight/server*',
                '@freight/web*',
                '../../apps/*',
              ],
              message:
                'packages/locales holds the catalogues only: each app translates with its own i18next.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app bundles only the catalogue files of the namespaces it shows (lib/i18n.ts).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@freight/locales/catalogues',
              message:
                'This imports every language and namespace: import the JSON files the app shows (decision 025).',
            },
          ],
        },
      ],
      // No module imports itself back through others (type-only imports do not count).
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature imports only the features it declares in featureDependencies.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`, ...(featureDependencies[feature] ?? []).map((name) => `./${name}`)],
              message: `features/${feature} may import only ${['itself', ...(featureDependencies[feature] ?? [])].join(', ')} (featureDependencies in eslint.config.js); compose the rest in src/app.`,
            })),
            // Shared code never imports a feature or the app.
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      // Packages are not walked: a cycle is one through our own files.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@freight/web*', 'react'], message: 'The server imports no web code.' }] },
      ],
    },
  },
  // Server modules (decision 023): each imports the platform, the database, the generated types,
  // @freight/domain, the identity provider's helpers, the shared modules and the few other modules
  // declared in serverModuleZones below; nothing else of the server. registry.ts composes them all.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.fixtures.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverModuleZones({ tests: false }) }] },
  },
  // Their tests and fixtures: the same, plus test-support, the app itself and the declared fixtures.
  {
    files: ['apps/server/src/modules/**/*.test.ts', 'apps/server/src/modules/**/*.fixtures.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverModuleZones({ tests: true }) }] },
  },
);

/**
 * One zone per server module (every folder of apps/server/src/modules, so that a new one starts with
 * the defaults): what it may import of apps/server/src. Throws when the declared edges make a cycle.
 */
function serverModuleZones({ tests }) {
  // Read models and helpers that several areas use; they import no feature module.
  const sharedModules = { postings: [], shipments: ['postings'] };
  // The only edges between feature modules, each for a reason.
  const featureEdges = {
    // The rate confirmation quotes the load type's terms and conditions (D1-4.22); a booking decided
    // after its answer notifies its member (decision 035); what a settled load paid joins its lane's
    // rate history (lane-rates, decision 058).
    booking: ['content', 'notifications', 'lane-rates'],
    // Source systems list and decide their pending bookings through booking's use cases (decision 014);
    // a payment status they set tells the carrier's dispatchers (payments, decision 047); a new
    // posting tells the dispatchers whose capacity it matches (capacity, decision 050); a tender
    // tells the carrier's dispatchers (notifications, decision 057).
    integration: ['booking', 'payments', 'capacity', 'notifications'],
    // A search is recorded as the searcher's recent search; its profit sorts and filters read the
    // carrier's cost profile (cost-profile, decision 058).
    search: ['search-history', 'cost-profile'],
    // Recent and favourite searches are signals of the recommendations (decision 012).
    recommendations: ['search-history'],
    // The positions a driver sent are named by the gazetteer's nearest place.
    tracking: ['locations'],
    // The payment tracker's notices are notifications; Manage Financial pages its list of loads as
    // the My Loads lists do (decision 047).
    payments: ['notifications', 'my-loads'],
    // An invoice is a document: its upload is read, checked, stored and ranked as documents are
    // (decision 046); the paperwork it completes tells the carrier where its money is (decision 047).
    invoices: ['documents', 'payments'],
    // An upload that completes the paperwork tells the carrier where its money is (decision 047).
    documents: ['payments'],
    // A capacity's matches are a load search: See results runs the search's query, the counts and
    // the notices its conditions, on its indexes, and its cities are found as the search finds them;
    // a new match notifies the dispatcher (decision 050); its profit sorts read the carrier's cost
    // profile, as the search's do (decision 058).
    capacity: ['search', 'notifications', 'cost-profile'],
    // A transfer request reaches its member as a notification (MANAGE_USER_REQUEST, decision 055).
    users: ['notifications'],
    // The notifications' push rows go out through the devices' Web Push channel (decision 060).
    notifications: ['devices'],
    // The List of Drivers searches members as Manage Users does (D3-5.15, decision 055).
    'driver-assignment': ['users'],
  };
  // Test-only edges: the event feed's test drives tenders, driver assignments and trips through the
  // API; the trips' tests start from assigned shipments of the assignment tests' team.
  const testEdges = {
    integration: [
      'driver-assignment/driver-assignment.fixtures.ts',
      'tenders/tenders.fixtures.ts',
      'trips/trips.fixtures.ts',
    ],
    trips: ['driver-assignment/driver-assignment.fixtures.ts'],
    // The documents' tests list the rate confirmation that a real booking made (D2-7.19).
    documents: ['booking/booking.fixtures.ts'],
  };

  const modulesDir = new URL('./apps/server/src/modules', import.meta.url);
  const modules = existsSync(modulesDir)
    ? readdirSync(modulesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  const shared = Object.keys(sharedModules);
  const usesOf = (module) =>
    module in sharedModules ? sharedModules[module] : [...shared, ...(featureEdges[module] ?? [])];
  const usesWithTests = (module) => [
    ...usesOf(module),
    ...(tests ? (testEdges[module] ?? []).map((path) => path.split('/')[0]) : []),
  ];
  const visit = (module, path) => {
    if (path.includes(module)) throw new Error(`Server module cycle: ${[...path, module].join(' -> ')}`);
    for (const used of usesWithTests(module)) visit(used, [...path, module]);
  };
  for (const module of modules) visit(module, []);

  const platform = ['./platform', './db', './generated', './identity'];
  const testSupport = tests ? ['./test-support', './app.ts'] : [];
  return modules.map((module) => ({
    target: `./apps/server/src/modules/${module}`,
    from: './apps/server/src',
    except: [
      ...platform,
      ...testSupport,
      `./modules/${module}`,
      ...usesOf(module).map((used) => `./modules/${used}`),
      ...(tests ? (testEdges[module] ?? []).map((path) => `./modules/${path}`) : []),
    ],
    message:
      module in sharedModules
        ? `The shared module ${module} imports ${usesOf(module).join(', ') || 'no other module'}, never a feature module (decision 023).`
        : `Modules import platform, db, generated, identity, @freight/domain and the shared modules (${shared.join(', ')}); other modules only where eslint.config.js declares it (decision 023).`,
  }));
}
