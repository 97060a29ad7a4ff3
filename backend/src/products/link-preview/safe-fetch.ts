import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import type { Agent, Dispatcher } from 'undici';
import { bare, parseAllowedHost } from '../../platform/config/allowed-hosts.js';
import { onFirstUse } from '../../platform/on-first-use.js';
import { isPublicAddress } from './public-address.js';

/** The HTTP client, loaded by the first fetch. */
const undici = onFirstUse(() => import('undici'));

export type ResolvedAddress = { address: string; family: number };
/** Every address of a host name: the system resolver in production, a stub in tests. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;
export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Why a page was not fetched. The caller of the preview never sees it (every refusal is the same 204). */
export type FetchRefusal =
  | 'url'
  | 'credentials'
  | 'port'
  | 'address'
  | 'redirects'
  | 'status'
  | 'content-type'
  | 'too-large'
  | 'timeout'
  | 'unreachable';

export class FetchRefused extends Error {
  constructor(readonly reason: FetchRefusal) {
    super(`Page not fetched: ${reason}`);
  }
}

export type SafeFetchOptions = {
  resolver?: Resolver;
  /** `IP:port` pairs that skip the address and port rules (LINK_PREVIEW_ALLOW_HOSTS: tests only). */
  allowHosts?: readonly string[];
  ports?: readonly number[];
  maxBytes?: number;
  /** For the whole fetch: every redirect, the headers and the last byte of the body. */
  timeoutMs?: number;
  maxRedirects?: number;
};

export type FetchedPage = { url: URL; html: string };

export const safeFetchDefaults = { ports: [80, 443], maxBytes: 1_000_000, timeoutMs: 5000, maxRedirects: 3 } as const;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches an HTML page (or a picture) at a URL a user typed, without letting the URL reach anything but the public internet. The
 * address rules are enforced where the connection is made: the agent's connector refuses a literal IP address and its
 * lookup refuses a host name unless every address it resolves to is public, and the socket connects to exactly the
 * addresses that were checked (no second resolution, so DNS rebinding gains nothing). Redirects are followed by hand,
 * each target checked again like the first URL.
 */
export class SafeFetch {
  private readonly resolver: Resolver;
  private readonly allowHosts: ReadonlySet<string>;
  private readonly ports: readonly number[];
  private readonly maxBytes: number;
  private readonly timeoutMs: number;
  private readonly maxRedirects: number;
  private agent: Promise<Agent> | undefined;

  constructor(options: SafeFetchOptions = {}) {
    this.resolver = options.resolver ?? systemResolver;
    this.allowHosts = new Set((options.allowHosts ?? []).map(parseAllowedHost));
    this.ports = options.ports ?? safeFetchDefaults.ports;
    this.maxBytes = options.maxBytes ?? safeFetchDefaults.maxBytes;
    this.timeoutMs = options.timeoutMs ?? safeFetchDefaults.timeoutMs;
    this.maxRedirects = options.maxRedirects ?? safeFetchDefaults.maxRedirects;
  }

  /** The agent every fetch goes through, made by the first one. */
  private dispatcher(): Promise<Agent> {
    return (this.agent ??= undici().then(({ Agent, buildConnector }) => {
      const connect = buildConnector({ lookup: this.checkedLookup, timeout: this.timeoutMs });
      return new Agent({
        connect: (target, callback) => {
          const host = bare(target.hostname);
          if (isIP(host) && !this.isAllowed(host, portOf(target.protocol, target.port)))
            return callback(new FetchRefused('address'), null);
          connect(target, callback);
        },
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
    }));
  }

  /** The page's HTML and its final URL, or `FetchRefused`. */
  async page(input: string): Promise<FetchedPage> {
    const { url, bytes, charset } = await this.fetch(input, HTML, this.maxBytes);
    return { url, html: decode(bytes, charset) };
  }

  /** A picture (PNG, JPEG, WebP or GIF) of at most `maxBytes`, or `FetchRefused`. */
  async image(input: string, maxBytes: number): Promise<Buffer> {
    return (await this.fetch(input, IMAGES, maxBytes)).bytes;
  }

  private async fetch(input: string, mediaTypes: ReadonlySet<string>, maxBytes: number): Promise<Fetched> {
    const [{ request }, dispatcher] = await Promise.all([undici(), this.dispatcher()]);
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      let url = this.checkedUrl(input);
      for (let redirects = 0; ; redirects++) {
        const response = await request(url, {
          dispatcher,
          method: 'GET',
          headers: { ...REQUEST_HEADERS, accept: [...mediaTypes].join(', ') },
          signal,
        });
        if (REDIRECTS.has(response.statusCode)) {
          discard(response.body);
          const location = response.headers.location;
          if (typeof location !== 'string' || !URL.canParse(location, url)) throw new FetchRefused('status');
          if (redirects === this.maxRedirects) throw new FetchRefused('redirects');
          url = this.checkedUrl(new URL(location, url).href);
          continue;
        }
        return { url, ...(await bodyOf(response, mediaTypes, maxBytes)) };
      }
    } catch (error) {
      throw refusalOf(error, signal);
    }
  }

  async close(): Promise<void> {
    await (await this.agent)?.close();
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }

  /** The URL if it may be fetched at all: http(s), no credentials, a standard port, a host name (not an address). */
  private checkedUrl(text: string): URL {
    if (!URL.canParse(text)) throw new FetchRefused('url');
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('url');
    if (url.username || url.password) throw new FetchRefused('credentials');
    const host = bare(url.hostname);
    const port = portOf(url.protocol, url.port);
    if (this.isAllowed(host, port)) return url;
    if (!this.ports.includes(port)) throw new FetchRefused('port');
    if (isIP(host)) throw new FetchRefused('address');
    return url;
  }

  private isAllowed(host: string, port: number): boolean {
    return this.allowHosts.has(`${host}:${port}`);
  }

  /** The connection's lookup: every address public, and the socket gets exactly these addresses. */
  private readonly checkedLookup: LookupFunction = (hostname, options, callback) => {
    this.resolver(hostname)
      .then((found) => {
        const addresses = options.family ? found.filter((a) => a.family === options.family) : found;
        if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address)))
          throw new FetchRefused('address');
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      })
      .catch((error: unknown) =>
        callback(
          error instanceof FetchRefused ? error : (new FetchRefused('unreachable') as NodeJS.ErrnoException),
          '',
        ),
      );
  };
}

const HTML: ReadonlySet<string> = new Set(['text/html']);
const IMAGES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
type Fetched = { url: URL; bytes: Buffer; charset: string | undefined };

const REQUEST_HEADERS = { 'accept-language': 'nl-BE,nl;q=0.9', 'user-agent': 'Verlanglijstje-linkvoorbeeld/1.0' };

/** A 2xx answer of one of `mediaTypes`, read up to `maxBytes` and not a byte further. */
async function bodyOf(
  { statusCode, headers, body }: Dispatcher.ResponseData,
  mediaTypes: ReadonlySet<string>,
  maxBytes: number,
) {
  const [mediaType = '', ...parameters] = String(headers['content-type'] ?? '')
    .split(';')
    .map((part) => part.trim().toLowerCase());
  const refusal: FetchRefusal | null =
    statusCode < 200 || statusCode > 299
      ? 'status'
      : !mediaTypes.has(mediaType)
        ? 'content-type'
        : Number(headers['content-length'] ?? 0) > maxBytes
          ? 'too-large'
          : null;
  if (refusal) {
    discard(body);
    throw new FetchRefused(refusal);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Leaving the loop destroys the body: nothing more is read.
    if (size > maxBytes) throw new FetchRefused('too-large');
    chunks.push(chunk);
  }
  return {
    bytes: Buffer.concat(chunks),
    charset: parameters.find((p) => p.startsWith('charset='))?.slice('charset='.length),
  };
}

/** Closes a body unread (its abort error has nobody to tell). */
function discard(body: Dispatcher.ResponseData['body']) {
  body.on('error', () => undefined);
  body.destroy();
}

const portOf = (protocol: string, port: string) => Number(port || (protocol === 'https:' ? 443 : 80));

function decode(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset?.replace(/"/g, '') || 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** The refusal behind an error: ours (possibly wrapped by the client), the time running out, or the host not answering. */
function refusalOf(error: unknown, signal: AbortSignal): FetchRefused {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof FetchRefused) return cause;
  }
  return new FetchRefused(signal.aborted ? 'timeout' : 'unreachable');
}
