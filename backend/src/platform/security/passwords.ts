import { Inject, Injectable } from '@nestjs/common';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { APP_CONFIG } from '../tokens.js';
import type { AppConfig } from '../config/config.js';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;
const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/** scrypt hashes stored as `scrypt$N$r$p$salt$hash`, so the cost can rise without breaking older hashes. */
@Injectable()
export class Passwords {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const N = this.config.scryptCost;
    const key = await scryptAsync(password, salt, KEY_LENGTH, options(N, BLOCK_SIZE, PARALLELISM));
    return ['scrypt', N, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [kind, n, r, p, salt, hash] = stored.split('$');
    if (kind !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64');
    const key = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, options(Number(n), Number(r), Number(p)));
    return timingSafeEqual(key, expected);
  }
}

const options = (N: number, r: number, p: number) => ({ N, r, p, maxmem: 256 * N * r + 1024 * 1024 });
