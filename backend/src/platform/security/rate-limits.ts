import { HttpException, HttpStatus, Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import Database from 'better-sqlite3';
import { MongoClient } from 'mongodb';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type RateLimiterAbstract, RateLimiterMongo, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../tokens.js';

/** Each limit: how many attempts per window, counted per key (an account or an IP address). */
export const rateLimits = {
  failedLoginPerAccount: { points: 100, duration: 3600 },
  failedLoginPerIp: { points: 500, duration: 3600 },
  resetRequestPerAccount: { points: 5, duration: 3600 },
  resetRequestPerIp: { points: 30, duration: 3600 },
  /** Wrong answers to access questions (short answers must not be guessable by trying). */
  wrongAnswerPerIp: { points: 50, duration: 3600 },
  /** Mails of lists sent by one user: recipients per day. */
  sentListMailsPerUser: { points: 100, duration: 86_400 },
} as const;
export type RateLimitName = keyof typeof rateLimits;

/**
 * Counters in the shared store (DESIGN decision 13), kept by rate-limiter-flexible: its MongoDB store when MongoDB is
 * configured, else its SQLite store in DATA_DIR/ratelimits.db.
 */
@Injectable()
export class RateLimits implements OnApplicationShutdown {
  private readonly limiters = new Map<RateLimitName, RateLimiterAbstract>();
  private readonly close: () => Promise<void>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    mkdirSync(config.dataDir, { recursive: true });
    if (config.mongoUrl) {
      const client = new MongoClient(config.mongoUrl);
      this.close = () => client.close();
      this.make = (name) => new RateLimiterMongo({ storeClient: client, dbName: config.mongoDatabase, ...rateLimits[name], keyPrefix: name });
    } else {
      const db = new Database(join(config.dataDir, 'ratelimits.db'));
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      this.close = async () => void db.close();
      this.make = (name) => new RateLimiterSQLite({ storeClient: db, storeType: 'better-sqlite3', tableName: 'rate_limits', ...rateLimits[name], keyPrefix: name });
    }
  }

  private readonly make: (name: RateLimitName) => RateLimiterAbstract;

  /** 429 when the key has no room left for `needed` more attempts. */
  async assertAllowed(name: RateLimitName, key: string, needed = 1): Promise<void> {
    const used = await this.limiter(name).get(key);
    if (used && used.consumedPoints + needed > rateLimits[name].points) {
      throw new HttpException(
        { problem: 'TooManyRequests', message: 'Too many attempts; try again later.', retryAfterSeconds: Math.ceil(used.msBeforeNext / 1000) },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  /** Counts one attempt; never throws for being over the limit (assertAllowed decides). */
  async count(name: RateLimitName, key: string, attempts = 1): Promise<void> {
    await this.limiter(name).penalty(key, attempts);
  }

  private limiter(name: RateLimitName): RateLimiterAbstract {
    let limiter = this.limiters.get(name);
    if (!limiter) this.limiters.set(name, (limiter = this.make(name)));
    return limiter;
  }

  async onApplicationShutdown() {
    await this.close();
  }
}
