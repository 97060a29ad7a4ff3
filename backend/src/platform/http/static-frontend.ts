import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';

/** Vite names every file under `assets/` after its content, so a changed file is a new address. */
const hashedAsset = /[\\/]assets[\\/]/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page itself and unhashed files (robots, version.txt, icons) are checked with the server on every visit. */
export const REVALIDATE = 'no-cache';

/**
 * The built frontend: each file as the build wrote it, its brotli or gzip copy (written at build time, see
 * `frontend/build/precompress.ts`) when the browser accepts one, hashed assets cached for a year. `HEAD` works wherever
 * `GET` does (Fastify exposes a HEAD route beside every GET route).
 */
export async function serveFrontend(app: NestFastifyApplication, root: string): Promise<void> {
  // Loaded only here: a process that serves no frontend (tests, an API behind a CDN) never needs the plugin.
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header('cache-control', hashedAsset.test(path) ? IMMUTABLE : REVALIDATE);
    },
  });
}
