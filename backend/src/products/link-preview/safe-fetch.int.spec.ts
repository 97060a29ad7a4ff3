import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FetchRefused, type FetchRefusal, type Resolver, SafeFetch, type SafeFetchOptions } from './safe-fetch.js';

/**
 * The SSRF list of issue 15. `trap` is a server on loopback that must never see a connection: every refused target
 * points at its port, and the ports allowed in these tests include it, so only the address rule stands between the
 * fetcher and the trap. `pages` is the allow-listed local test site.
 */
describe('SafeFetch', () => {
  let trap: Server;
  let trapPort: number;
  let trapConnections = 0;
  let pages: Server;
  let pagesOrigin: string;
  const resolved: string[] = [];

  const stubResolver: Resolver = async (hostname) => {
    resolved.push(hostname);
    const addresses = names[hostname];
    if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

  const fetcher = (options: SafeFetchOptions = {}) =>
    new SafeFetch({
      resolver: stubResolver,
      allowHosts: [new URL(pagesOrigin).host],
      ports: [80, 443, trapPort],
      ...options,
    });

  async function refusalOf(url: string, options?: SafeFetchOptions): Promise<FetchRefusal> {
    const safe = fetcher(options);
    try {
      await safe.page(url);
      throw new Error(`fetched ${url}`);
    } catch (error) {
      if (!(error instanceof FetchRefused)) throw error;
      return error.reason;
    } finally {
      await safe.close();
    }
  }

  beforeAll(async () => {
    trap = createServer((_, response) => response.end('<title>trap</title>'));
    trap.on('connection', () => trapConnections++);
    trapPort = await listen(trap);
    pages = createServer((request, response) => servePage(request.url ?? '/', response));
    pagesOrigin = `http://127.0.0.1:${await listen(pages)}`;
  });
  afterAll(async () => {
    await new Promise((done) => trap.close(done));
    pages.closeAllConnections();
    await new Promise((done) => pages.close(done));
  });
  beforeEach(() => {
    resolved.length = 0;
  });
  afterEach(() => {
    expect(trapConnections).toBe(0);
  });

  const literalTargets = () => [
    `http://127.0.0.1:${trapPort}/`,
    `http://[::1]:${trapPort}/`,
    `http://10.0.0.1:${trapPort}/`,
    `http://172.16.0.1:${trapPort}/`,
    `http://192.168.1.1:${trapPort}/`,
    `http://169.254.169.254:${trapPort}/latest/meta-data/`,
    `http://[::ffff:127.0.0.1]:${trapPort}/`,
    `http://[fd00:ec2::254]:${trapPort}/`,
    `http://2130706433:${trapPort}/`,
    `http://0x7f.1:${trapPort}/`,
  ];

  it('refuses a literal IP address in the URL before connecting or resolving anything', async () => {
    for (const url of literalTargets()) expect(await refusalOf(url)).toBe('address');
    expect(resolved).toEqual([]);
  });

  it('refuses a host name that resolves to a non-public address, without connecting', async () => {
    for (const name of Object.keys(names).filter((n) => n !== 'mixed.test')) {
      expect(await refusalOf(`http://${name}:${trapPort}/`)).toBe('address');
    }
    expect(resolved.length).toBeGreaterThanOrEqual(Object.keys(names).length - 1);
  });

  it('refuses a host name when any one of its addresses is not public (no picking the good one)', async () => {
    expect(await refusalOf(`http://mixed.test:${trapPort}/`)).toBe('address');
  });

  it('refuses a redirect from an allowed page to each of those targets, checked again after the redirect', async () => {
    const targets = [...literalTargets(), ...Object.keys(names).map((name) => `http://${name}:${trapPort}/`)];
    for (const target of targets) {
      expect(await refusalOf(`${pagesOrigin}/redirect?to=${encodeURIComponent(target)}`)).toBe('address');
    }
  });

  it('refuses ports other than 80 and 443 before resolving the name', async () => {
    expect(await refusalOf('http://shop.example:8080/', { ports: undefined })).toBe('port');
    expect(
      await refusalOf(`${pagesOrigin}/redirect?to=${encodeURIComponent('https://shop.example:8443/')}`, {
        ports: undefined,
      }),
    ).toBe('port');
    expect(resolved).toEqual([]);
  });

  it('refuses other schemes and credentials', async () => {
    expect(await refusalOf('file:///etc/passwd')).toBe('url');
    expect(await refusalOf(`${pagesOrigin}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`)).toBe('url');
    expect(await refusalOf('ftp://shop.example/')).toBe('url');
    expect(await refusalOf('http://user:secret@shop.example/')).toBe('credentials');
  });

  it('fetches an allowed page, following up to 3 redirects, and refuses a fourth', async () => {
    const safe = fetcher();
    try {
      const page = await safe.page(`${pagesOrigin}/chain/3`);
      expect(page.html).toContain('<title>Einde</title>');
      expect(page.url.pathname).toBe('/chain/0');
    } finally {
      await safe.close();
    }
    expect(await refusalOf(`${pagesOrigin}/chain/4`)).toBe('redirects');
  });

  it('refuses a 50 MB body after at most 1 MB, announced or not, and stops reading', async () => {
    expect(await refusalOf(`${pagesOrigin}/huge?announced=1`)).toBe('too-large');
    hugeBytesSent = 0;
    expect(await refusalOf(`${pagesOrigin}/huge`)).toBe('too-large');
    await new Promise((done) => setTimeout(done, 200));
    expect(hugeBytesSent).toBeLessThan(10 * MB);
  });

  it('gives up on a slow drip after 5 seconds in all', async () => {
    const started = Date.now();
    expect(await refusalOf(`${pagesOrigin}/drip`)).toBe('timeout');
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(4900);
    expect(elapsed).toBeLessThan(6500);
  }, 10_000);

  it('refuses anything but text/html, and error statuses', async () => {
    expect(await refusalOf(`${pagesOrigin}/image`)).toBe('content-type');
    expect(await refusalOf(`${pagesOrigin}/missing`)).toBe('status');
  });

  it('calls a host that does not answer unreachable, like a name that does not resolve', async () => {
    const closed = createServer();
    const port = await listen(closed);
    await new Promise((done) => closed.close(done));
    expect(await refusalOf(`http://127.0.0.1:${port}/`, { allowHosts: [`127.0.0.1:${port}`] })).toBe('unreachable');
    expect(await refusalOf(`http://nergens.example:${trapPort}/`)).toBe('unreachable');
  });

  let hugeBytesSent = 0;
  function servePage(path: string, response: ServerResponse) {
    const url = new URL(path, 'http://pages');
    const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
    if (url.pathname === '/redirect')
      return void response.writeHead(302, { location: url.searchParams.get('to')! }).end();
    if (chain && chain[1] !== '0')
      return void response.writeHead(301, { location: `/chain/${Number(chain[1]) - 1}` }).end();
    if (chain)
      return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<title>Einde</title>');
    if (url.pathname === '/image') return void response.writeHead(200, { 'content-type': 'image/png' }).end('png');
    if (url.pathname === '/huge') return sendHuge(response, url.searchParams.has('announced'));
    if (url.pathname === '/drip') return drip(response);
    response.writeHead(404, { 'content-type': 'text/html' }).end('<title>Weg</title>');
  }

  function sendHuge(response: ServerResponse, announced: boolean) {
    response.writeHead(200, {
      'content-type': 'text/html',
      ...(announced ? { 'content-length': String(50 * MB) } : {}),
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (hugeBytesSent < 50 * MB && !response.destroyed) {
        hugeBytesSent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end();
    };
    pump();
  }

  function drip(response: ServerResponse) {
    response.writeHead(200, { 'content-type': 'text/html' });
    const timer = setInterval(() => (response.destroyed ? clearInterval(timer) : response.write('<p>')), 200);
    response.on('close', () => clearInterval(timer));
  }
});

const MB = 1024 * 1024;

/** Host names of the stub resolver and what they resolve to: every one of them must be refused. */
const names: Record<string, string[]> = {
  'loopback.test': ['127.0.0.1'],
  'loopback6.test': ['::1'],
  'private10.test': ['10.0.0.1'],
  'private172.test': ['172.16.0.1'],
  'private192.test': ['192.168.1.1'],
  'metadata.test': ['169.254.169.254'],
  'metadata6.test': ['fd00:ec2::254'],
  'mapped.test': ['::ffff:127.0.0.1'],
  'cgnat.test': ['100.64.0.1'],
  'nat64.test': ['64:ff9b::7f00:1'],
  'unspecified.test': ['0.0.0.0'],
  'mixed.test': ['93.184.216.34', '127.0.0.1'],
};

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}
