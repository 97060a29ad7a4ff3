import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import PQueue from 'p-queue';
import { APP_CONFIG } from '../tokens.js';
import type { AppConfig } from '../config/config.js';
import { RetryLater } from '../http/retry-later.js';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;
const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/**
 * Logins checked at once: one per core, at least two, at most libuv's default thread pool of four (each scrypt run
 * takes a core and 128 MiB at the production cost). New hashes take at most one place fewer.
 */
const HASH_SLOTS = Math.min(4, Math.max(2, availableParallelism()));
/** Waiting work beyond which a call is refused at once: a few seconds of hashing, well inside the client's 10 s timeout. */
const MAX_WAITING_NEW_HASHES = 16;
const MAX_WAITING_LOGINS = 32;

/** 503 with `ServerBusy` when too many password hashes wait already; the caller may retry after a few seconds. */
export class ServerBusy extends RetryLater {
  constructor() {
    super(HttpStatus.SERVICE_UNAVAILABLE, 'ServerBusy', 'The server is busy; try again in a moment.', 5);
  }
}

/**
 * scrypt hashes stored as `scrypt$N$r$p$salt$hash`, so the cost can rise without breaking older hashes.
 *
 * Checking a login's password goes before hashing a new one (account creation, reset, profile edit): a new hash starts
 * only while no login is being checked or waits, so a flood of registrations cannot slow logins down beyond the one
 * hash already running. Both queues have a bounded length: beyond it the call gets 503 `ServerBusy`.
 */
@Injectable()
export class Passwords {
  private readonly logins = new PQueue({ concurrency: HASH_SLOTS });
  private readonly newHashes = new PQueue({ concurrency: HASH_SLOTS - 1 });

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async hash(password: string): Promise<string> {
    if (this.newHashes.size >= MAX_WAITING_NEW_HASHES) throw new ServerBusy();
    const salt = randomBytes(16);
    const N = this.config.scryptCost;
    const key = await this.newHashes.add(async () => {
      while (this.logins.size > 0 || this.logins.pending > 0) await this.logins.onIdle();
      return scryptAsync(password, salt, KEY_LENGTH, options(N, BLOCK_SIZE, PARALLELISM));
    });
    return ['scrypt', N, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [kind, n, r, p, salt, hash] = stored.split('$');
    if (kind !== 'scrypt' || !salt || !hash) return false;
    if (this.logins.size >= MAX_WAITING_LOGINS) throw new ServerBusy();
    const expected = Buffer.from(hash, 'base64');
    const key = await this.logins.add(() =>
      scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, options(Number(n), Number(r), Number(p))),
    );
    return timingSafeEqual(key, expected);
  }
}

const options = (N: number, r: number, p: number) => ({ N, r, p, maxmem: 256 * N * r + 1024 * 1024 });
