import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * How the built frontend and the API reach a browser (issue 16): precompressed copies chosen by `Accept-Encoding`,
 * hashed assets cached for a year, the page revalidated, HEAD wherever GET works, larger API answers compressed.
 * Runs on the real build (`npm test` builds the frontend first).
 */
const frontendDir = join(__dirname, '../../frontend/dist');
const script = readdirSync(join(frontendDir, 'assets')).find(
  (name) => name.endsWith('.js') && !name.includes('virtual'),
)!;
const scriptPath = `/assets/${script}`;
const scriptBytes = readFileSync(join(frontendDir, 'assets', script));

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ frontendDir });
});
afterAll(() => app.close());

/** undici's `request` leaves bodies as sent, where `fetch` would decompress them. */
async function raw(path: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  const answer = await request(`${app.url}${path}`, { method, headers });
  return { status: answer.statusCode, headers: answer.headers, body: Buffer.from(await answer.body.arrayBuffer()) };
}

describe('the built frontend', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, the file to any other', async () => {
    const brotli = await raw(scriptPath, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).equals(scriptBytes)).toBe(true);
    expect(brotli.body.length).toBeLessThan(scriptBytes.length / 2);

    const gzip = await raw(scriptPath, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(scriptBytes)).toBe(true);

    const plain = await raw(scriptPath, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(scriptBytes)).toBe(true);
  });

  it('lets browsers keep hashed assets for a year and revalidate the page', async () => {
    expect((await raw(scriptPath)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The landing page and the content pages are rendered on the server for their viewer (server-pages.api.spec.ts):
    // revalidated, and private; a page the browser renders is revalidated.
    for (const [path, caching] of [
      ['/', 'private, no-cache'],
      ['/blog', 'private, no-cache'],
      ['/some-list', 'no-cache'],
    ]) {
      const page = await raw(path!, { 'accept-encoding': 'br' });
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe(caching);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
    expect((await raw('/version.txt')).headers['cache-control']).toBe('no-cache');
  });

  it('sends a page address compressed as the browser allows, the configuration block in it', async () => {
    const plain = await raw('/some-list', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString('utf8');
    expect(html).toContain('id="site-config"');
    expect(html.length).toBeGreaterThan(1024);
    const brotli = await raw('/some-list', { 'accept-encoding': 'gzip, deflate, br' });
    expect([brotli.headers['content-encoding'], brotli.headers.vary]).toEqual(['br', 'accept-encoding']);
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(html);
    const gzip = await raw('/some-list', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(html);
  });

  it('answers HEAD wherever GET works, without a body', async () => {
    for (const path of ['/', '/faq', scriptPath, '/api/Utility/Health']) {
      const get = await raw(path);
      const head = await raw(path, {}, 'HEAD');
      expect([path, head.status]).toEqual([path, get.status]);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body.length).toBe(0);
    }
  });
});

describe('API answers', () => {
  it('compresses an answer above 1 KB for a browser that accepts it, and only then', async () => {
    const shops = await raw('/api/Shop/', { 'accept-encoding': 'br' });
    expect(shops.status).toBe(200);
    expect(shops.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(shops.body).toString('utf8');
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text)).toBeTruthy();

    const plain = await raw('/api/Shop/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(text);

    const small = await raw('/api/NoSuchCall', { 'accept-encoding': 'br' });
    expect(small.status).toBe(404);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toBeTruthy();
  });
});
