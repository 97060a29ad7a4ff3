import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';

/** The most a feed may weigh, packed or unpacked, and how long fetching one may take (docs/products.md, "Limits"). */
export const feedLimits = { maxBytes: 200 * 1024 * 1024, fetchTimeoutMs: 120_000 } as const;

/**
 * A feed's text from a file or an http(s) address, unpacked when gzipped. Feed addresses come from the operator
 * (PRODUCT_FEEDS or the command line), never from a request, so the fetch does not need the link preview's SSRF guard.
 */
export async function readFeed(source: string): Promise<string> {
  const bytes = /^https?:\/\//i.test(source) ? await fetchFeed(source) : await readFile(source);
  if (bytes.length > feedLimits.maxBytes) throw new Error(`Feed ${source} is larger than ${feedLimits.maxBytes} bytes`);
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return (gzipped ? gunzipSync(bytes, { maxOutputLength: feedLimits.maxBytes }) : bytes).toString('utf8');
}

async function fetchFeed(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(feedLimits.fetchTimeoutMs), redirect: 'follow' });
  if (!response.ok || !response.body) throw new Error(`Feed ${url} answered ${response.status}`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > feedLimits.maxBytes) {
      await response.body.cancel();
      throw new Error(`Feed ${url} is larger than ${feedLimits.maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
