import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { blogArticles } from './build/blog-articles.js';
import { messagesPerModule } from './build/message-split.js';
import { precompress } from './build/precompress.js';
import { readFileSync } from 'node:fs';

const backend = 'http://localhost:3000';
const fromHere = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

/**
 * Libraries change less often than the app, so the ones every page runs get chunks of their own that stay cached across
 * releases; zod too, which the first routes fetch after their first paint (api/lazySchemas.ts). The others (drag and
 * drop, QR codes, the live channel) stay with the lazy chunks that use them.
 */
const libraryChunk = (id: string) => {
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
  if (
    /[\\/]node_modules[\\/](@reduxjs|redux|redux-thunk|reselect|immer|react-redux|use-sync-external-store|@standard-schema)[\\/]/.test(
      id,
    )
  )
    return 'libraries';
  if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return 'zod';
  return null;
};

/**
 * The owner's edit calls (`src/api/`) come with the owner's pages, all of which load most of them: one chunk, not one
 * per module (each a request and a gzip frame of its own on the owner page's first load). Only these modules: what
 * they import stays where it was (the API slice and the catalogue with the entry).
 */
const ownerEditsChunk = (id: string) =>
  /[\\/]src[\\/]api[\\/](ownerListCache|listSettingsApi|categoriesApi|giftsApi)\.ts$/.test(id) ? 'ownerEdits' : null;

/**
 * The build's version: the product version and the build time. The client sends it to WebVersion; the server answers
 * the one in `version.txt` next to the build it serves, so both are the same value for the same build.
 */
const productVersion = (JSON.parse(readFileSync(fromHere('../package.json'), 'utf8')) as { version: string }).version;
const buildVersion = `${productVersion}-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
const writeBuildVersion = {
  name: 'write-build-version',
  generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): void }) {
    this.emitFile({ type: 'asset', fileName: 'version.txt', source: buildVersion });
  },
};

/**
 * Two builds: the browser's (`dist`), and with `--ssr` the server's renderer of public pages (`dist-server`, imported by
 * the backend, never served).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fromHere('.'),
  plugins: [
    react(),
    blogArticles(fromHere('src/features/content/blog/articles')),
    ...(isSsrBuild
      ? []
      : [messagesPerModule(fromHere('../contracts/src/messages.ts')), writeBuildVersion, precompress()]),
  ],
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion) },
  resolve: {
    alias: [
      { find: '@wl/contracts', replacement: fromHere('../contracts/src/index.ts') },
      { find: /^zod$/, replacement: fromHere('src/zod-jitless.ts') },
    ],
  },
  server: {
    proxy: {
      '/api': backend,
      '/signalr': { target: backend, ws: true },
    },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: fromHere('src/entry-server.tsx') },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Every browser the site supports preloads modules itself.
        modulePreload: { polyfill: false },
        // Read by scripts/bundle-sizes.ts (which chunks each route loads up front) and by the server (what a page it
        // renders preloads).
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: libraryChunk, debugName: 'libraries' },
                { name: ownerEditsChunk, debugName: 'ownerEdits', includeDependenciesRecursively: false },
                // What the entry imports statically comes with it: one file, not a dozen small ones.
                { name: 'shell', tags: ['$initial'] },
              ],
            },
          },
        },
      },
}));
