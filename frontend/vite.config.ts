import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:3000';
const fromHere = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

export default defineConfig({
  root: fromHere('.'),
  plugins: [react()],
  resolve: { alias: { '@wl/contracts': fromHere('../contracts/src/index.ts') } },
  server: {
    proxy: {
      '/api': backend,
      '/signalr': { target: backend, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
