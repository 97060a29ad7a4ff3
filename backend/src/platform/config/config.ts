import { type SiteConfig, SiteConfig as SiteConfigSchema } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { parseAllowedHost } from './allowed-hosts.js';
import { numberSetting, numericSettings } from './numeric-settings.js';

/** Process configuration from environment variables (README "Configuration"). */
export interface AppConfig {
  port: number;
  /** The address the server listens on: loopback unless HOST opens it (a container sets `0.0.0.0`). */
  host: string;
  dataDir: string;
  publicUrl: string;
  eventStoreConnectionString: string | null;
  /**
   * PostgreSQL (DATABASE_URL, `postgres://`): the event store, read models, keys and rate limits (issue 25; the product
   * catalogue and the live fan-out follow).
   */
  databaseUrl: string | null;
  mongoUrl: string | null;
  mongoDatabase: string;
  runProjections: boolean;
  /** scrypt cost: 2^17 is OWASP's recommendation; tests may lower it to stay fast. */
  scryptCost: number;
  /** Whether cookies get the Secure flag: on when PUBLIC_URL is https. */
  secureCookies: boolean;
  frontendDir: string | null;
  /** SMTP server as a nodemailer URL (smtp://user:pass@host:587); unset keeps mail in the local outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * Who has the support role (docs/support.md): account e-mail addresses and/or user ids, from SUPPORT_USERS
   * (comma-separated). Only configuration grants it, never a request.
   */
  supportUsers: string[];
  /**
   * Behind load balancers: which X-Forwarded-For hops to believe (rate limits count per client address). A number
   * trusts that many proxies in front of us; a list trusts the proxies at those addresses or CIDR ranges; false trusts
   * none. Never every hop: the left-most entries are whatever the client wrote.
   */
  trustProxy: number | string[] | false;
  /** Points of named rate limits (backend/src/platform/security/rate-limits.ts) that differ from their defaults. */
  rateLimitPoints: Record<string, number>;
  /** Feature switches (SITE_* variables, on unless set to false). */
  site: SiteConfig;
  /**
   * The developer outbox (`/dev/outbox`) shows every mail, reset links included: only when DEV_OUTBOX is `true`,
   * and then only to callers on this machine.
   */
  devOutbox: boolean;
  /** The frontend build's version (its `version.txt`), else the product version (root package.json); answered by WebVersion. */
  version: string;
  /**
   * How often a reactor or projection tries an event before parking it, and the first pause between tries (doubling
   * each time).
   */
  reactorRetry: { attempts: number; backoffMs: number };
  /** Whom the leases of projections, reactors and jobs name: unique per process unless LEASE_HOLDER says otherwise. */
  leaseHolder: string;
  /** How long a lease lasts unrenewed (LEASE_MS): a stopped holder's lanes are taken over this long after. */
  leaseMs: number;
  /** Test-only failure injection (FAILPOINTS, backend/src/platform/reactors/failpoints.ts); empty in production. */
  failpoints: Record<string, number | 'halt'>;
  /** How long a command waits for the read models to show its events before answering 503 `ReadModelsBehind`. */
  readYourWritesWaitMs: number;
  /** How long a claimed e-mail address or username may wait for its owner to come into existence (account/claim-checks.ts). */
  claimGraceMs: number;
  /**
   * Owner presence (PRESENCE_LEASE_MS): a process renews its presence heartbeat every third of this; the owners it
   * holds online go offline this long (plus a third) after it died.
   */
  presenceLeaseMs: number;
  /** socket.io heartbeat (LIVE_PING_INTERVAL_MS, LIVE_PING_TIMEOUT_MS): a client that stops answering is dropped after their sum. */
  livePing: { intervalMs: number; timeoutMs: number };
  /** pino level of the request log (LOG_LEVEL: fatal, error, warn, info, debug, trace or silent); docs/operations.md. */
  logLevel: string;
  /** Bearer token that `GET /metrics` asks for (METRICS_TOKEN); unset, the endpoint answers 404 (docs/operations.md). */
  metricsToken: string | null;
  /** Shop feeds imported on a schedule (PRODUCT_FEEDS: `shopId=url-or-path`, comma-separated; docs/products.md). */
  productFeeds: { shopId: string; source: string }[];
  /** How often the configured feeds are imported again (PRODUCT_FEEDS_EVERY_MS, default 6 hours). */
  productFeedsEveryMs: number;
  /** The demo feeds' folder, imported into an empty catalogue; null when PRODUCT_DEMO_FEEDS is `off` (production). */
  productDemoFeeds: string | null;
  /**
   * Test only: `IP:port` pairs the link-preview fetcher may reach although they are not public (LINK_PREVIEW_ALLOW_HOSTS,
   * comma-separated), so tests can serve shop pages from 127.0.0.1. Never set in production (docs/products.md).
   */
  linkPreviewAllowHosts: string[];
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const numbers = numericSettings(env);
  const port = numbers.PORT;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const frontendDir = env.FRONTEND_DIR ?? join(process.cwd(), 'frontend', 'dist');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR ?? join(process.cwd(), 'data'),
    publicUrl,
    eventStoreConnectionString: env.EVENTSTORE_CONNECTION_STRING || null,
    databaseUrl: databaseUrl(env.DATABASE_URL),
    mongoUrl: env.MONGODB_URL || null,
    mongoDatabase: env.MONGODB_DATABASE ?? 'verlanglijst',
    runProjections: (env.RUN_PROJECTIONS ?? 'true') !== 'false',
    scryptCost: numbers.SCRYPT_COST,
    secureCookies: publicUrl.startsWith('https://'),
    frontendDir,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Verlanglijstje <noreply@verlanglijstje.be>',
    supportUsers: (env.SUPPORT_USERS ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
    devOutbox: env.DEV_OUTBOX === 'true',
    site: siteConfigOf({
      unsolicitedEmailAllowed: switchOn(env.SITE_UNSOLICITED_EMAIL_ALLOWED),
      drawLotsEnabled: switchOn(env.SITE_DRAW_LOTS_ENABLED),
      blog: switchOn(env.SITE_BLOG),
      // Off unless asked for (spec 02 §2.9 only says it is switched): it needs the company's details below.
      impressum: env.SITE_IMPRESSUM === 'true',
      shops: switchOn(env.SITE_SHOPS),
      productPriceComparisonEnabled: switchOn(env.SITE_PRODUCT_PRICE_COMPARISON),
      reminderMailsEnabled: switchOn(env.SITE_REMINDER_MAILS),
      productSearch: switchOn(env.SITE_PRODUCT_SEARCH),
      priceFilter: switchOn(env.SITE_PRICE_FILTER),
      variant: env.SITE_VARIANT === 'nl-NL' ? 'nl-NL' : 'nl-BE',
      product: env.SITE_PRODUCT_WORD ?? 'verlanglijstje',
      appStoreButtons: switchOn(env.SITE_APP_STORE_BUTTONS),
      appStoreLinks: { ios: env.SITE_APP_STORE_IOS || null, android: env.SITE_APP_STORE_ANDROID || null },
      termsUrl: env.SITE_TERMS_URL || null,
      privacyUrl: env.SITE_PRIVACY_URL || null,
      supportEmail: env.SITE_SUPPORT_EMAIL ?? 'hallo@verlanglijstje.be',
      whatsappUrl: env.SITE_WHATSAPP_URL || null,
      company: companyOf(env),
    }),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    rateLimitPoints: rateLimitPoints(env.RATE_LIMITS),
    version: buildVersion(frontendDir),
    reactorRetry: { attempts: numbers.REACTOR_ATTEMPTS, backoffMs: numbers.REACTOR_BACKOFF_MS },
    failpoints: failpoints(env.FAILPOINTS),
    readYourWritesWaitMs: numbers.READ_YOUR_WRITES_WAIT_MS,
    claimGraceMs: numbers.CLAIM_GRACE_MS,
    leaseHolder: env.LEASE_HOLDER || `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    leaseMs: numbers.LEASE_MS,
    presenceLeaseMs: numbers.PRESENCE_LEASE_MS,
    livePing: { intervalMs: numbers.LIVE_PING_INTERVAL_MS, timeoutMs: numbers.LIVE_PING_TIMEOUT_MS },
    logLevel: env.LOG_LEVEL || 'info',
    metricsToken: env.METRICS_TOKEN || null,
    productFeeds: productFeeds(env.PRODUCT_FEEDS),
    productFeedsEveryMs: numbers.PRODUCT_FEEDS_EVERY_MS,
    productDemoFeeds: ['off', 'false'].includes(env.PRODUCT_DEMO_FEEDS ?? '')
      ? null
      : join(process.cwd(), 'demo-data', 'feeds'),
    linkPreviewAllowHosts: (env.LINK_PREVIEW_ALLOW_HOSTS ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map(parseAllowedHost),
  };
}

/** FAILPOINTS: a comma list of `name=count` (fail that many times) or `name=halt` (stop there, like a crash). */
export function failpoints(value: string | undefined): AppConfig['failpoints'] {
  const entries = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, mode] = part.split('=').map((side) => side.trim());
      if (!name || !mode || !(mode === 'halt' || /^\d+$/.test(mode)))
        throw new Error(`FAILPOINTS: expected name=count or name=halt, got "${part}"`);
      return [name, mode === 'halt' ? 'halt' : Number(mode)] as const;
    });
  return Object.fromEntries(entries);
}

/** The version the frontend build wrote next to itself (vite.config.ts), which its client sends to WebVersion. */
function buildVersion(frontendDir: string): string {
  try {
    return readFileSync(join(frontendDir, 'version.txt'), 'utf8').trim();
  } catch {
    return productVersion();
  }
}

function productVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

const switchOn = (value: string | undefined) => value !== 'false';

/** SITE_COMPANY_*: none set is no company; some set are checked as a whole, so a missing one is named at start. */
function companyOf(env: Record<string, string | undefined>) {
  const details = {
    name: env.SITE_COMPANY_NAME,
    address: env.SITE_COMPANY_ADDRESS,
    register: env.SITE_COMPANY_REGISTER,
    vatId: env.SITE_COMPANY_VAT_ID || null,
    email: env.SITE_COMPANY_EMAIL,
  };
  return Object.values(details).some(Boolean) ? details : null;
}

/** The site's settings as the contract's schema checks them: a bad `SITE_*` value stops the start with its reason. */
function siteConfigOf(settings: unknown): SiteConfig {
  const parsed = SiteConfigSchema.safeParse(settings);
  if (!parsed.success)
    throw new Error(
      `Invalid SITE_* setting: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  return parsed.data;
}

/** More proxies in a row than a real deployment has: a count above the real one trusts hops that the client wrote. */
const MAX_TRUSTED_PROXIES = 16;

/** TRUST_PROXY: unset or `false`; a hop count (`true` means one load balancer); or a comma list of addresses/CIDRs. */
export function trustedProxies(value: string | undefined): AppConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return numberSetting('TRUST_PROXY', text, { min: 0, max: MAX_TRUSTED_PROXIES });
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** DATABASE_URL: unset, or a PostgreSQL URL. Not repeated in the error: it may hold a password. */
export function databaseUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^postgres(ql)?:\/\//.test(value)) throw new Error('DATABASE_URL: expected a postgres:// or postgresql:// URL');
  return value;
}

/** RATE_LIMITS: a comma list of `name=points`, for example `newUsersPerIp=50` for a school behind one address. */
export function rateLimitPoints(value: string | undefined): Record<string, number> {
  const entries = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, points] = part.split('=').map((side) => side.trim());
      if (!name || !points || !/^\d+$/.test(points))
        throw new Error(`RATE_LIMITS: expected name=points, got "${part}"`);
      return [name, Number(points)] as const;
    });
  return Object.fromEntries(entries);
}

/** PRODUCT_FEEDS: a comma list of `shopId=url-or-path`; a shop id is lower-case letters, digits and dashes. */
export function productFeeds(value: string | undefined): AppConfig['productFeeds'] {
  const feeds = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      const [shopId, source] = [part.slice(0, at).trim(), part.slice(at + 1).trim()];
      if (at < 0 || !/^[a-z0-9-]{1,50}$/.test(shopId) || !source)
        throw new Error(`PRODUCT_FEEDS: expected shopId=url-or-path, got "${part}"`);
      if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source) && !/^https?:\/\//i.test(source))
        throw new Error(`PRODUCT_FEEDS: only http(s) addresses or files, got "${source}"`);
      return { shopId, source };
    });
  const twice = feeds.find((feed, i) => feeds.findIndex((other) => other.shopId === feed.shopId) !== i);
  if (twice) throw new Error(`PRODUCT_FEEDS: shop ${twice.shopId} has two feeds`);
  return feeds;
}
