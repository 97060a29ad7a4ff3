import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`frontend/dist/.vite/manifest.json`), keyed there by its source module. */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** The goal of issue 16 for each first route: JavaScript loaded up front, gzip. */
export const firstRouteGoalKb = 150;

/**
 * The routes the budget covers, each as the modules whose chunks it fetches before its page shows: the route's lazy
 * page and the part of it that the page loads at once (docs/architecture.md, Code splitting).
 */
export const firstRoutes = [
  { route: '/ (logged out)', modules: ['src/app/HomePage.tsx'] },
  { route: '/:username (visitor)', modules: ['src/app/ListViewPage.tsx', 'src/features/visitor/VisitorListPage.tsx'] },
  { route: '/:username (owner)', modules: ['src/app/ListViewPage.tsx', 'src/features/owner/OwnerListPage.tsx'] },
] as const;

/** `chunks` are the manifest's keys (a source module for entries and lazy chunks), `files` the JavaScript files. */
export type RouteBundle = {
  route: string;
  chunks: string[];
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
};

export function readManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path))
    throw new Error(`No build manifest at ${path}: build the frontend first (npm run build -w frontend)`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** The entry's and the modules' chunks with everything they import statically (not `dynamicImports`). */
export function chunksLoadedUpFront(manifest: Manifest, modules: readonly string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest names no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entry, ...modules]) visit(key);
  return [...seen];
}

/** Sizes as a browser fetches them: each file compressed on its own. */
export function measureChunks(distDir: string, manifest: Manifest, route: string, chunks: string[]): RouteBundle {
  const files = chunks.map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const sizes = files.map((file) => {
    const bytes = readFileSync(join(distDir, file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
  });
  const sum = (pick: (size: (typeof sizes)[number]) => number) => sizes.reduce((total, size) => total + pick(size), 0);
  return {
    route,
    chunks,
    files,
    rawBytes: sum((s) => s.raw),
    gzipBytes: sum((s) => s.gzip),
    brotliBytes: sum((s) => s.brotli),
  };
}

export function measureFirstRoutes(distDir: string): RouteBundle[] {
  const manifest = readManifest(distDir);
  return firstRoutes.map(({ route, modules }) =>
    measureChunks(distDir, manifest, route, chunksLoadedUpFront(manifest, modules)),
  );
}

export const kb = (bytes: number) => bytes / 1000;
