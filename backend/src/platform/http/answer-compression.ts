import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * API answers and pages above 1 KB are compressed for browsers that accept brotli or gzip. Brotli runs at quality 4:
 * at the default 11 a visitor page would cost more CPU than the answer saves on the wire. Bodies that already carry a
 * `content-encoding` (the frontend's precompressed files) pass as they are, images are not compressible types, and the
 * live channel (socket.io) never goes through Fastify's replies.
 */
export async function compressAnswers(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
