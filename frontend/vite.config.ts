import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { blogArticles } from './build/blog-articles.js';

const backend = 'http://localhost:3000';
const fromHere = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

/** Libraries change less often than the app, so they get chunks of their own that stay cached across releases. */
const libraryChunk = (id: string) => {
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
  return id.includes('node_modules') ? 'libraries' : null;
};

export default defineConfig({
  root: fromHere('.'),
  plugins: [react(), blogArticles(fromHere('src/features/content/blog/articles'))],
  resolve: { alias: { '@wl/contracts': fromHere('../contracts/src/index.ts') } },
  server: {
    proxy: {
      '/api': backend,
      '/signalr': { target: backend, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: libraryChunk }] } } },
  },
});
