import { HttpStatus, Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import Database from 'better-sqlite3';
import { limits } from '@wl/contracts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type RateLimiterAbstract,
  RateLimiterMongo,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
} from 'rate-limiter-flexible';
import type { AppConfig } from '../config/config.js';
import { RetryLater } from '../http/retry-later.js';
import { APP_CONFIG } from '../tokens.js';

/** Each limit: how many attempts per window, counted per key (an account, an IP address, a pair of them). */
export const rateLimits = {
  /**
   * Login attempts are counted per IP address and per account and IP together, never per account alone: a per-account
   * lock would let anyone who knows a username (usernames are list addresses) lock its owner out.
   */
  loginPerAccountAndIp: { points: 20, duration: 3600 },
  loginPerIp: { points: 500, duration: 3600 },
  resetRequestPerAccount: { points: 5, duration: 3600 },
  resetRequestPerIp: { points: 30, duration: 3600 },
  /**
   * Answers to one list's access question from one IP address (short answers must not be guessable by trying); a
   * guesser at one list does not lock its visitors out of others.
   */
  answerPerIpAndList: { points: 20, duration: 3600 },
  /**
   * New users (Account/Create and Afstreper/Create together), per IP address and for the whole site: each is anonymous
   * and costs a password hash and storage. The site-wide cap bounds what an attacker with many addresses can do.
   */
  newUsersPerIp: { points: 10, duration: 3600 },
  newUsersSiteWide: { points: 300, duration: 3600 },
  /**
   * Sign-in links asked for one address (its keyed hash, known or not) and from one IP address an hour: each is a mail
   * to that address, and the count must not depend on whether the address is known (docs/permissions.md).
   */
  signInLinksPerAddress: { points: 5, duration: 3600 },
  signInLinksPerIp: { points: 30, duration: 3600 },
  /** Links to confirm the e-mail address that a user asks for again. */
  verificationMailsPerUser: { points: 5, duration: 3600 },
  /** Mails of lists sent by one user: recipients per day. */
  sentListMailsPerUser: { points: 100, duration: 86_400 },
  /** The same recipients per day per IP address and for the whole site, so many fresh accounts cannot add up. */
  sentListMailsPerIp: { points: 200, duration: 86_400 },
  sentListMailsSiteWide: { points: 3000, duration: 86_400 },
  /**
   * Draws made per user and per IP address a day (docs/lots.md): each draw mails up to 200 addresses its organizer typed,
   * and lightweight users are cheap to make, so the per-address cap bounds what many fresh users can send.
   */
  lotingsPerUser: { points: 10, duration: 86_400 },
  lotingsPerIp: { points: 30, duration: 86_400 },
  /**
   * Every `Loting/Create` call of one user an hour, refused ones too: a refused call still parses up to 200 people
   * with their exclusions and checks the draw (tens of milliseconds), and the wizard checks feasibility before it calls.
   */
  lotingAttemptsPerUser: { points: 30, duration: 3600 },
  /** Lots the organizer of one draw sends again, per hour. */
  lotResendsPerLoting: { points: limits.lotResendsPerHour, duration: 3600 },
  /**
   * Resends of one organizer and of one IP address a day, over all their draws: a resend to a corrected address mails
   * any address with the draw's title and the organizer's name, both typed by the organizer, so without these every
   * draw would send 20 such mails an hour, day after day.
   */
  lotResendsPerUser: { points: 50, duration: 86_400 },
  lotResendsPerIp: { points: 150, duration: 86_400 },
  /** Anonymous questions one lot sends whom it drew, per day (each is a mail to them). */
  lotQuestionsPerLot: { points: limits.lotQuestionsPerDay, duration: 86_400 },
  /** Answers one lot gives to the questions it was asked, per day (each is a mail to the asker). */
  lotAnswersPerLot: { points: limits.lotAnswersPerDay, duration: 86_400 },
  /**
   * Lot mails (docs/lots.md "Lots as a mail channel"): every mail a draw causes counts against its organizer a day (the
   * lots of a draw, resends, and the nudges and questions of its lots), so an account's draws cannot become a mailing
   * list; and every lot mail about to be sent counts against its recipient (their address's index) a day, so no number
   * of draws or accounts floods one person.
   */
  lotMailsPerOrganizer: { points: 400, duration: 86_400 },
  lotMailsPerRecipient: { points: 20, duration: 86_400 },
  /** Personal data exports of one user a day: each reads the whole event log (docs/support.md). */
  exportsPerUser: { points: 5, duration: 86_400 },
  /**
   * Contact messages (each is a mail to support) per IP address and per sender an hour, and for the whole site a day,
   * so a flood cannot bury support's mailbox. The sender is a typed address (its keyed hash), or the account when it
   * writes from its own address: typing someone's address never uses up what their account may send.
   */
  contactMessagesPerIp: { points: 5, duration: 3600 },
  contactMessagesPerAddress: { points: 5, duration: 3600 },
  contactMessagesSiteWide: { points: 500, duration: 86_400 },
  /**
   * Product searches and EAN lookups per IP address a minute (docs/products.md): public catalogue reads, generous for a
   * person typing and scrolling (a page per scroll), tight enough that one address cannot copy the catalogue quickly.
   */
  productSearchesPerIp: { points: 120, duration: 60 },
  productLookupsPerIp: { points: 120, duration: 60 },
  /**
   * Link previews (`Gift/EmbellishUrlV2`) per user and per IP address an hour: each may make the server fetch a page
   * (up to 5 s and 1 MB), so the server cannot be used to send many requests to somebody else's site.
   */
  linkPreviewsPerUser: { points: 120, duration: 3600 },
  linkPreviewsPerIp: { points: 600, duration: 3600 },
  /**
   * New lists (`MyList/Create`) of one user an hour, counted before the username is claimed: bounds how far requests
   * sent all at once can pass the cap of `limits.wishlistsPerAccount` lists, each seeing the lists made before it.
   */
  wishlistCreationsPerUser: { points: 20, duration: 3600 },
  /**
   * Pages rendered on the server per IP address a minute (`ServerPages`, 7 to 55 ms of CPU each): counted in each
   * process's memory, since what it guards is that process's CPU. Over it the page is sent unrendered, as before server
   * rendering (the browser renders it): nobody is refused a page.
   */
  serverRendersPerIp: { points: 120, duration: 60 },
} as const;
export type RateLimitName = keyof typeof rateLimits;
/** A counter and its key, with the points this attempt takes from it when they differ from the call's. */
export type Counter = readonly [RateLimitName, string, number?];
type Limit = { points: number; duration: number };

/** 429 with the seconds until the key has room again, sent as `Retry-After` by the problem filter. */
export class TooManyRequests extends RetryLater {
  constructor(retryAfterSeconds: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, 'TooManyRequests', 'Too many attempts; try again later.', retryAfterSeconds);
  }
}

const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The connection as rate-limiter-flexible's SQLite store uses it (`prepare`, `transaction`), with each statement
 * prepared once: the store prepares its upsert, and wraps it in a new transaction function, at every count, which
 * was a tenth of a product search's time (docs/benchmarks.md). Its statements are a handful of fixed texts.
 */
function preparingOnce(db: Database.Database) {
  const statements = new Map<string, Database.Statement>();
  const inTransaction = db.transaction((work: () => unknown) => work());
  return {
    prepare(sql: string): Database.Statement {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = db.prepare(sql)));
      return statement;
    },
    transaction:
      <A extends unknown[], R>(work: (...args: A) => R) =>
      (...args: A) =>
        inTransaction(() => work(...args)) as R,
  };
}

/**
 * Counters in the shared store (DESIGN decision 13), kept by rate-limiter-flexible: its MongoDB store when MongoDB is
 * configured, else its PostgreSQL store when DATABASE_URL is, else its SQLite store in DATA_DIR/ratelimits.db. Each
 * store counts with one atomic upsert.
 */
@Injectable()
export class RateLimits implements OnApplicationShutdown {
  private readonly limiters = new Map<RateLimitName, Promise<RateLimiterAbstract>>();
  private readonly close: () => Promise<void>;

  /** The limits with the operator's RATE_LIMITS overrides of their points. */
  private readonly limits: Record<RateLimitName, Limit>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limits = withOverrides(config.rateLimitPoints);
    if (config.mongoUrl) {
      const url = config.mongoUrl;
      const client = opening(import('mongodb').then(({ MongoClient }) => new MongoClient(url)));
      this.close = () =>
        client.then(
          (opened) => opened.close(),
          () => undefined,
        );
      this.make = async (name) =>
        new RateLimiterMongo({
          storeClient: await client,
          dbName: config.mongoDatabase,
          ...this.limits[name],
          keyPrefix: name,
        });
    } else if (config.databaseUrl) {
      const url = config.databaseUrl;
      const pool = opening(import('../postgres/pool.js').then(({ openPostgresPool }) => openPostgresPool(url, 4)));
      this.close = () =>
        pool.then(
          (opened) => opened.end(),
          () => undefined,
        );
      // The table is made by the migrations (step 4), not by the limiter.
      this.make = async (name) =>
        new RateLimiterPostgres({
          storeClient: await pool,
          storeType: 'pool',
          tableName: 'rate_limits',
          tableCreated: true,
          ...this.limits[name],
          keyPrefix: name,
        });
    } else {
      mkdirSync(config.dataDir, { recursive: true });
      const db = new Database(join(config.dataDir, 'ratelimits.db'));
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      const client = preparingOnce(db);
      this.close = async () => void db.close();
      // The limiter creates its table after construction; it is handed out only once the table exists.
      this.make = (name) =>
        new Promise((resolve, reject) => {
          const limiter: RateLimiterSQLite = new RateLimiterSQLite(
            {
              storeClient: client,
              storeType: 'better-sqlite3',
              tableName: 'rate_limits',
              ...this.limits[name],
              keyPrefix: name,
            },
            (error?: Error) => (error ? reject(error) : resolve(limiter)),
          );
        });
    }
  }

  private readonly make: (name: RateLimitName) => Promise<RateLimiterAbstract>;

  /**
   * Takes `points` from the key's allowance in one atomic step, before the work it guards, so parallel requests cannot
   * all pass one check; 429 when there is no room left. A refused attempt keeps nothing: the store counts it before it
   * refuses, so without the refund an attempt of many points (a draw of 200) would use up room it was refused.
   */
  async consume(name: RateLimitName, key: string, points = 1): Promise<void> {
    const limiter = await this.limiter(name);
    try {
      await limiter.consume(key, points);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      await limiter.reward(key, points);
      throw new TooManyRequests(secondsUntil(error.msBeforeNext));
    }
  }

  /**
   * `consume` on several counters for one attempt: all of them take the points, or, when one has no room, none keeps
   * them (so a full site-wide counter does not use up a user's own allowance).
   */
  async consumeEach(counters: readonly Counter[], points = 1): Promise<void> {
    const taken: Counter[] = [];
    try {
      for (const [name, key, own = points] of counters) {
        await this.consume(name, key, own);
        taken.push([name, key, own]);
      }
    } catch (error) {
      await this.refundEach(taken, points);
      throw error;
    }
  }

  /** Gives back what `consumeEach` took for an attempt that was refused after it. */
  async refundEach(counters: readonly Counter[], points = 1): Promise<void> {
    await Promise.all(counters.map(([name, key, own = points]) => this.refund(name, key, own)));
  }

  /** Gives back points that `consume` took for an attempt that turned out not to count (a correct password). */
  async refund(name: RateLimitName, key: string, points = 1): Promise<void> {
    await (await this.limiter(name)).reward(key, points);
  }

  private limiter(name: RateLimitName): Promise<RateLimiterAbstract> {
    let limiter = this.limiters.get(name);
    if (!limiter) this.limiters.set(name, (limiter = this.make(name)));
    return limiter;
  }

  async onApplicationShutdown() {
    await this.close();
  }
}

/** One limit with the operator's RATE_LIMITS override of its points. */
export const limitWithOverrides = (name: RateLimitName, points: Record<string, number>): Limit =>
  withOverrides(points)[name];

/** A store client being opened: one that could not be opened fails each limit that is asked for, not the process. */
function opening<T>(client: Promise<T>): Promise<T> {
  client.catch(() => undefined);
  return client;
}

function withOverrides(points: Record<string, number>): Record<RateLimitName, Limit> {
  const limits: Record<string, Limit> = { ...rateLimits };
  for (const [name, value] of Object.entries(points)) {
    if (!(name in rateLimits)) throw new Error(`RATE_LIMITS names an unknown limit: ${name}`);
    limits[name] = { ...limits[name]!, points: value };
  }
  return limits as Record<RateLimitName, Limit>;
}
