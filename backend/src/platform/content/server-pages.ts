import { Logger } from '@nestjs/common';
import type { SiteConfig } from '@wl/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { CORRELATION_HEADER } from '../observability/correlation-id.js';
import { sendPage } from '../http/answer-compression.js';
import { REVALIDATE } from '../http/static-frontend.js';
import { limitWithOverrides } from '../security/rate-limits.js';

/** What the frontend's server build (`frontend/src/entry-server.tsx`) exports. */
interface ServerRenderer {
  SERVER_ANSWERS_ELEMENT_ID: string;
  preparePage(
    url: string,
    fetch: typeof globalThis.fetch,
    site: SiteConfig,
  ): Promise<{
    answers: unknown[];
    render(): Promise<string>;
  } | null>;
}

/** The page for a page address: the single-page app's HTML for that address (`page-html.ts`). */
export type PageOf = (url: string) => string;

/** A server-rendered page is made for the viewer who asked: never kept by a shared cache, revalidated every visit. */
const PER_VIEWER = 'private, no-cache';
/** A page holding an answer the API lets no cache keep (the logged-in user's data) is kept by none either. */
const NOT_KEPT = 'no-store';

/** Whether a page's answers include one that the API lets no cache keep. */
interface Keeping {
  personal: boolean;
}

/**
 * The public pages the frontend renders on the server (docs/architecture.md, "Server rendering"), for the viewer who
 * asks: the frontend's own RTK Query calls of the page are answered by this process's API routes, called in-process
 * with the viewer's cookie, so the page holds exactly what the API answers that viewer, under the same rules. Its ETag
 * hashes those answers with the build and the address; every other page address gets the app's page as before.
 */
export class ServerPages {
  private readonly logger = new Logger('ServerPages');
  private readonly renders: RateLimiterMemory;

  private constructor(
    private readonly renderer: ServerRenderer,
    private readonly api: FastifyInstance,
    private readonly site: SiteConfig,
    private readonly build: string,
    rateLimitPoints: Record<string, number>,
  ) {
    this.renders = new RateLimiterMemory(limitWithOverrides('serverRendersPerIp', rateLimitPoints));
  }

  /** Null when the frontend was built without its server part (the app's pages are then rendered in the browser). */
  static async load(
    frontendDir: string,
    api: FastifyInstance,
    site: SiteConfig,
    build: string,
    rateLimitPoints: Record<string, number>,
  ): Promise<ServerPages | null> {
    const entry = join(frontendDir, '..', 'dist-server', 'entry-server.js');
    if (!existsSync(entry)) return null;
    const renderer = (await import(pathToFileURL(entry).href)) as ServerRenderer;
    return new ServerPages(renderer, api, site, build, rateLimitPoints);
  }

  /** Sends the page at the request's address: rendered for this viewer where the frontend renders it on the server. */
  async send(request: FastifyRequest, reply: FastifyReply, pageOf: PageOf): Promise<FastifyReply> {
    let prepared: Awaited<ReturnType<ServerRenderer['preparePage']>>;
    let root: string;
    const keeping: Keeping = { personal: false };
    if (!(await this.mayRender(request.ip)))
      return sendPage(request, reply.header('cache-control', REVALIDATE), pageOf(request.url));
    try {
      prepared = await this.renderer.preparePage(request.url, this.fetchFor(request, keeping), this.site);
      if (!prepared) return sendPage(request, reply.header('cache-control', REVALIDATE), pageOf(request.url));
      const etag = `"${createHash('sha1')
        .update(JSON.stringify([this.build, this.site, request.url, prepared.answers]))
        .digest('base64url')}"`;
      reply
        .header('cache-control', keeping.personal ? NOT_KEPT : PER_VIEWER)
        .header('vary', 'cookie')
        .header('etag', etag);
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      root = await prepared.render();
    } catch (error) {
      // The browser renders the page as it did before server rendering: a visitor never gets a broken page.
      this.logger.error(error);
      return sendPage(
        request,
        reply.header('cache-control', REVALIDATE).removeHeader('vary').removeHeader('etag'),
        pageOf(request.url),
      );
    }
    const answers = JSON.stringify(prepared.answers).replace(/</g, '\\u003c');
    const answersBlock = `<script type="application/json" id="${this.renderer.SERVER_ANSWERS_ELEMENT_ID}">${answers}</script>`;
    // No chunk is preloaded: the page shows from its HTML, and its scripts should not share a slow link with the HTML,
    // the stylesheet and the pictures before the first paint (docs/architecture.md, "Server rendering").
    const html = pageOf(request.url)
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace('</head>', () => `  ${answersBlock}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
    return sendPage(request, reply, html);
  }

  /** Whether the address has renders left this minute (`serverRendersPerIp`); else its pages go unrendered. */
  private async mayRender(address: string): Promise<boolean> {
    try {
      await this.renders.consume(address);
      return true;
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return false;
      throw refused;
    }
  }

  /**
   * The page's API calls, answered by this process's routes for the viewer who asked the page (their cookie, their
   * address), as if the browser had made them; logged under the page's correlation id. An answer with content that
   * the API marks `no-store` makes the whole page `no-store` (`keeping`).
   */
  private fetchFor(page: FastifyRequest, keeping: Keeping): typeof globalThis.fetch {
    return async (input, init) => {
      // A page only reads: nothing a page asks for may change anything in the viewer's name.
      if ((init?.method ?? 'GET') !== 'GET')
        throw new Error(`A server-rendered page asked ${init?.method} ${String(input)}`);
      const answer = await this.api.inject({
        method: 'GET',
        url: String(input),
        remoteAddress: page.ip,
        headers: {
          accept: 'application/json',
          ...(page.headers.cookie ? { cookie: page.headers.cookie } : {}),
          [CORRELATION_HEADER]: page.id,
        },
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (name !== 'set-cookie' && value !== undefined)
          headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      if (!empty && answer.statusCode < 300 && String(answer.headers['cache-control']).includes('no-store'))
        keeping.personal = true;
      return new Response(empty ? null : answer.payload, { status: answer.statusCode, headers });
    };
  }
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;
