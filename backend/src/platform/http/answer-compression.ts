import { Negotiator } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller bodies are sent as they are: compressing them saves less than the headers cost. */
const THRESHOLD = 1024;
const BROTLI_QUALITY = 4;

/**
 * API answers and pages above 1 KB are compressed for browsers that accept brotli or gzip. Brotli runs at quality 4:
 * at the default 11 a visitor page would cost more CPU than the answer saves on the wire. Bodies that already carry a
 * `content-encoding` (the frontend's precompressed files) pass as they are, images are not compressible types, and the
 * live channel (socket.io) never goes through Fastify's replies.
 */
export async function compressAnswers(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/**
 * Sends the single-page app's HTML for a page address, compressed like an answer. It is sent from the not-found path,
 * which the plugin's per-route hooks never see, so it is compressed here with the same rule.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const vary = reply.getHeader('vary');
  reply.type('text/html; charset=utf-8').header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding =
    Buffer.byteLength(html) >= THRESHOLD ? encodings.negotiate(request.headers['accept-encoding'] ?? '') : null;
  if (encoding === 'br') {
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }));
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
