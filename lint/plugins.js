// The plugins the root eslint.config.js uses. typescript-eslint and the helpers it shares with other packages
// (ts-api-utils) parse with TypeScript's JavaScript API, which the project's compiler, TypeScript 7 at the root, no
// longer ships: every `typescript` they load in this process is this workspace's TypeScript 6 (see package.json).
import { createRequire, registerHooks } from 'node:module';

const typescript6 = createRequire(import.meta.url).resolve('typescript');
registerHooks({
  resolve: (specifier, context, nextResolve) =>
    nextResolve(specifier === 'typescript' ? typescript6 : specifier, context),
});

export const { default: js } = await import('@eslint/js');
export const { default: tseslint } = await import('typescript-eslint');
export const { importX } = await import('eslint-plugin-import-x');
export const { createTypeScriptImportResolver } = await import('eslint-import-resolver-typescript');
export const { default: globals } = await import('globals');
export const { default: prettierConfig } = await import('eslint-config-prettier/flat');
