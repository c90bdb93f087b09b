// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layer zones (issue 11 §5). Each zone: files under `target` may not import anything under `from`
 * (minus `except`, relative to `from`). Type-only imports count too: an arrow is an arrow.
 * Paths are relative to this file's folder; tests/lint/layers.test.ts shows each zone failing.
 */
const root = import.meta.dirname;
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  // The front end in layers, top to bottom: app/ (composition: routes, the lazy page table, the app frame)
  // → features/ (one folder per area a player names) → flow/ (the root, useFlow and the contexts and hooks that
  // connect a view to its machine) → ui/ (presentational pieces) and lib/, i18n/, api/; actors/ (live machines)
  // sit beside flow/, which runs them.
  // A feature never imports another feature: what two features share lives in ui/, lib/, flow/ or machines/.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'features/ never import another feature: move what they share to ui/, lib/, flow/ or machines/.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'features/ never import src/app/ (the composition above them): what they need lives in flow/.',
  },
  {
    target: './src/flow',
    from: ['./src/app', './src/features'],
    message: 'flow/ connects views to machines for every feature: it never imports src/app/ or a feature.',
  },
  {
    target: './src/ui',
    from: ['./src/app', './src/flow', './src/features', './src/actors'],
    message: 'ui/ holds presentational pieces only: no root context, flows, features or actors.',
  },
  {
    target: ['./src/lib', './src/api', './src/i18n'],
    from: ['./src/app', './src/flow', './src/features'],
    message: 'lib/, api/ and i18n/ sit below the views: no app, flow/ (root context) or features.',
  },
  {
    target: './src/actors',
    from: ['./src/app', './src/flow'],
    message: 'actors/ use the port types they are given; src/flow/root.ts implements them (arrows run flow → actors).',
  },
  {
    target: './machines',
    from: './',
    except: ['./machines', './contract', './node_modules'],
    message: 'machines/ are pure: they import only contract/, machines/ and npm packages.',
  },
  {
    target: './server',
    from: ['./src', './machines'],
    message: 'server/ imports contract/ and never the app or its machines.',
  },
  { target: './src', from: './server', message: 'src/ never imports server/: talk to it through the contract.' },
  {
    // The app tier (upstream mode, README "Deployment") runs in front of any /app/v1: it and what it uses
    // never reach into the reference backend.
    target: [
      './server/tier',
      './server/render',
      './server/config.ts',
      './server/security-headers.ts',
      './server/body-limit.ts',
      './server/api-answer.ts',
    ],
    from: [
      './server/domain',
      './server/db',
      './server/sandbox',
      './server/routes',
      './server/api.ts',
      './server/api-request.ts',
      './server/app.ts',
      './server/reference.ts',
      './server/dev.ts',
      './server/short-links.ts',
      './server/assets.ts',
      './server/asset-svg.ts',
      './server/contract.ts',
    ],
    message: 'The app tier (server/tier/) never imports the reference backend: it stands in front of any /app/v1.',
  },
  {
    target: './contract',
    from: './',
    except: ['./contract', './node_modules'],
    message: 'contract/ is shared by everyone, so it imports nothing of theirs.',
  },
  // The conformance kit checks any backend over HTTP: of the reference server it may read only the contract.
  {
    target: './scripts/conformance',
    from: './server',
    except: ['./contract.ts'],
    message: 'scripts/conformance/ talks to a backend over HTTP: of server/ it imports only contract.ts.',
  },
  {
    target: './scripts/conformance',
    from: ['./src', './machines', './tests'],
    message: 'scripts/conformance/ talks to a backend over HTTP: never the app, its machines or the tests.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'coverage/',
      'data/',
      'node_modules/',
      'docs/',
      'test-results/',
      '.tmp/',
      'contract/schema.d.ts',
      // Wrong on purpose: tests/lint/layers.test.ts lints them to show each layer rule fails.
      'tests/lint/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // One import statement per module (type-only imports may stand apart).
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the module that defines it.' },
      ],
    },
  },
  // Globals by environment, as tsconfig.<part>.json gives them to the type check (tsconfig.json lists the parts).
  // In TypeScript files the type check reports an unknown name (typescript-eslint turns no-undef off there);
  // in .js/.mjs files no-undef does, from these.
  {
    // What runs in the browser: the app, public/'s scripts, the sandbox game page's script.
    files: ['src/**', 'public/**', 'server/sandbox/game-client.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // What runs in Node: the servers, the tools and the tools' configs.
    files: ['server/**', 'scripts/**', '*.{js,mjs,ts}'],
    ignores: ['server/sandbox/game-client.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // The server's entry renders the app in Node; tests run in Node with jsdom's DOM (and drive browsers).
    files: ['src/entry-server.tsx', 'src/lib/html-tree-server.ts', 'tests/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Shared by the browser and the server: the web APIs both have (shared-globals.d.ts), nothing else.
    files: ['machines/**', 'contract/**'],
    languageOptions: { globals: { URL: 'readonly', URLSearchParams: 'readonly', crypto: 'readonly' } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A view reads the values it shows, through the selectors and tags its machine exports: selecting the whole
    // snapshot re-renders on every transition and invites reading the machine's states in the view.
    // tests/lint/selectors.test.ts shows it failing.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the module that defines it.' },
        {
          selector:
            'CallExpression[callee.name=/^use(Selector|Session)$/] > ArrowFunctionExpression[params.length=1][body.type="Identifier"]',
          message: 'Select a value, not the whole snapshot: use a selector or tag the machine exports.',
        },
      ],
    },
  },
  {
    // Machines are pure statecharts: never views, the browser or I/O (their layer zone is below).
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['react', 'react-dom', 'react-router'], message: 'machines/ do not know about views.' }],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'fetch',
        'history',
        'location',
      ],
    },
  },
  {
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Never parse npm packages while walking the import graph (a cycle inside a package is not ours).
      'import/ignore': ['node_modules'],
      'import/resolver': { typescript: { project: `${root}/tsconfig.json` } },
    },
  },
  {
    // Layers point one way.
    files: [
      'src/**/*.{ts,tsx}',
      'machines/**/*.ts',
      'server/**/*.{ts,js}',
      'contract/**/*.ts',
      'scripts/conformance/**/*.ts',
    ],
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: layerZones }] },
  },
  {
    // No module imports itself back through others. The rule skips type-only imports; the whole graph,
    // type imports included, is checked by tests/lint/import-graph.test.ts. Test files are left out here:
    // nothing imports them, so no cycle can pass through one, and each would make the rule walk the graph
    // again from a new root.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['tests/**/*.test.{ts,tsx}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
