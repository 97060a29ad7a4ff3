// The project's lint: typescript-eslint's recommended rules (syntax only, no type information, so it stays fast),
// the workspace manifests, no import cycles, and the boundaries of docs/architecture.md ("Boundaries").
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver, globals, importX, js, prettierConfig, tseslint } from '@wl/lint';

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every folder of backend/src but platform/ is a bounded context. */
const backendContexts = foldersIn('./backend/src').filter((folder) => folder !== 'platform');

// Another context reaches a backend context through its `index.ts` only; any context may read another's streams
// through its deciders (`*.decider.ts`: pure folds that import of other contexts their deciders only) and the stream
// kinds use cases load (`*.streams.ts`: a decider with its stream's id).
const contextZones = backendContexts.flatMap((context) => [
  {
    target: './backend/src/platform/**',
    from: `./backend/src/${context}/**`,
    message: 'platform/ holds what every context uses: it imports no context (invert through a port in platform/).',
  },
  {
    target: backendContexts.filter((other) => other !== context).map((other) => `./backend/src/${other}/**`),
    from: `./backend/src/${context}/**`,
    except: [
      `**/backend/src/${context}/index.ts`,
      `**/backend/src/${context}/*.decider.ts`,
      `**/backend/src/${context}/*.streams.ts`,
    ],
    message: `Reach the ${context} context through its public entry, ${context}/index.ts (or a *.decider.ts or *.streams.ts for its streams).`,
  },
]);

const deciderZones = backendContexts.map((context) => ({
  target: `./backend/src/${context}/*.decider.ts`,
  from: './backend/src/*/**',
  except: ['**/backend/src/platform/**', `**/backend/src/${context}/**`, '**/backend/src/*/*.decider.ts'],
  message: 'A decider is pure: of other contexts it imports their deciders only.',
}));

// Every append is a use case's (docs/architecture.md, "One shape for every write"): only the runner holds the stream
// writer, and the platform module provides it; tests may append to set up a store.
const writerZone = {
  target: [
    ...backendContexts.map((context) => `./backend/src/${context}/**`),
    ...foldersIn('./backend/src/platform')
      .filter((folder) => folder !== 'use-case')
      .map((folder) => `./backend/src/platform/${folder}/**`),
    './backend/src/*.ts',
  ],
  from: './backend/src/platform/use-case/stream-writer.ts',
  message: "Append through a use case (UseCases.run or a route's RunsUseCase): only the use-case runner appends.",
};

// Frontend: app/ composes the features; a feature imports no other feature and not app/: what two features (or a
// feature and app/) share lives in a shared layer (api/, ui/, live/, shared/).
const frontendFeatures = foldersIn('./frontend/src/features');
const sharedLayers = ['./frontend/src/api', './frontend/src/ui', './frontend/src/live', './frontend/src/shared'];
// Screens one feature still embeds from another, one way only. They are next to move behind app/ composition (a slot
// that app/ fills); no new entry belongs here.
const embeddedScreens = {
  coowners: ['./account/LoginPage.tsx'],
  owner: ['./products/ProductSearchTab.tsx', './coowners/OwnersTab.tsx'],
  visitor: ['./crossoff/EmailCrossOffModal.tsx', './crossoff/useCrossOffActions.ts'],
};
const frontendZones = [
  {
    target: frontendFeatures.map((feature) => `./frontend/src/features/${feature}`),
    from: './frontend/src/app',
    message: 'A feature does not import app/ (the composition): move what both need into a shared layer.',
  },
  {
    target: sharedLayers,
    from: ['./frontend/src/app', './frontend/src/features'],
    message: 'The shared layers import neither app/ nor features.',
  },
  ...frontendFeatures.map((feature) => ({
    target: `./frontend/src/features/${feature}`,
    from: './frontend/src/features',
    except: [`./${feature}`, ...(embeddedScreens[feature] ?? [])],
    message: 'A feature does not import another feature: move what both need into a shared layer.',
  })),
];

// Files that never ship: they may import devDependencies.
const devOnlyFiles = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  'tests/**',
  'scripts/**',
  'lint/**',
  'frontend/build/**',
  '*.config.*',
  'frontend/vite.config.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
      'data/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x reads only .js files, and the cycle rule would see no TypeScript import at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'frontend/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // The compiler's noUnusedLocals/noUnusedParameters judge the rest; `_` marks a value left out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // The input rules (contracts/src/fields.ts) and the link preview match control and lone combining characters on
      // purpose: that is what they strip or refuse.
      'no-control-regex': 'off',
      'no-misleading-character-class': 'off',
      'import-x/no-self-import': 'error',
      'import-x/no-extraneous-dependencies': ['error', { includeTypes: true, devDependencies: devOnlyFiles }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...contextZones, ...deciderZones, writerZone, ...frontendZones] },
      ],
    },
  },
  {
    // Cycles between the shipped modules; a test or script is at the end of its imports, where no cycle can close.
    files: ['contracts/src/**', 'projections/src/**', 'backend/src/**', 'frontend/src/**'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The screenshot scripts hand functions to the browser page.
    files: ['frontend/src/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettierConfig,
);
