import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';

const fixture = (name: string) => readFileSync(join(process.cwd(), 'tests', 'fixtures', 'link-preview', name), 'utf8');

/** Pages of the made-up shop site, by path. */
const pages: Record<string, () => string> = {
  '/speelkeuken': () => fixture('shop-with-json-ld.html'),
  '/boek': () => fixture('open-graph-only.html'),
  '/fietsen': () => fixture('plain-page.html'),
  '/leeg': () => '<!doctype html><p>Niets te zien.</p>',
};

/** The shop's product photo: a JPEG (the server keeps a PNG copy). */
const photo = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#b0413e' } })
    .jpeg()
    .toBuffer();
/** A PNG of 16 bits per channel, which an upload may not be either. */
const deepPng = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#b0413e' } })
    .toColourspace('rgb16')
    .png()
    .toBuffer();

export interface ShopPages {
  /** `http://127.0.0.1:<port>`: allow it with `linkPreviewAllowHosts: [host]`. */
  origin: string;
  host: string;
  /** How often each path was asked for. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** A local shop site on 127.0.0.1 for link previews (the fetcher reaches it only when it is allow-listed). */
export async function startShopPages(): Promise<ShopPages> {
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://shop').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/foto.jpg')
      return void photo().then((jpeg) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg));
    if (path === '/diep.png')
      return void deepPng().then((png) => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
    const page = pages[path];
    if (!page) return void response.writeHead(404, { 'content-type': 'text/html' }).end('<title>Niet gevonden</title>');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin: `http://${host}`,
    host,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
