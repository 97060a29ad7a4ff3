import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import type { Sealed } from '@wl/contracts';
import type { DocumentStore } from '@wl/projections';
import type { EventStore, Subscription } from '../event-store/event-store.port.js';
import { platformSecret } from '../security/platform-secret.js';
import { DOCUMENT_STORE, EVENT_STORE, KEY_STORE } from '../tokens.js';
import type { KeyStore } from './key-store.port.js';

/** Where keys lived before the key store, in the read-model store: each is moved on its first use, then removed there. */
const LEGACY_KEYS = 'personal_keys';
const INDEX_SECRET_ID = 'personal-index';
const MAX_CACHED_KEYS = 50_000;
const REFOLLOW_MS = 1000;

/**
 * Crypto-shredding (DESIGN decision 5): personal data is sealed with AES-256-GCM under a key per person, kept in the
 * key store outside the log with the log's durability. Forgetting the key makes every sealed field in the log
 * unreadable. Lookups by e-mail address or username use a keyed hash (blind index), never the plain value.
 *
 * Keys are cached without a timer: every process follows `UserDeleted` from the log and stops opening that person's
 * data as soon as it sees the event, even before the erasure forgets the key.
 */
@Injectable()
export class PersonalData implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PersonalData');
  /** Key objects, not bytes: a cipher keyed with bytes makes a key object anew on every call (about 5× its cost). */
  private readonly keys = new Map<string, KeyObject>();
  /** People whose data this process never opens again: deleted (perhaps with the key not yet forgotten) or forgotten. */
  private readonly erased = new Set<string>();
  private indexKey: KeyObject | null = null;
  private following: Subscription | null = null;
  /** Keys are cached only while `UserDeleted` is followed; else every open asks the key store. */
  private cacheable = false;
  private stopped = false;

  constructor(
    @Inject(KEY_STORE) private readonly keyStore: KeyStore,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async onModuleInit() {
    await this.start();
  }

  async onModuleDestroy() {
    await this.stop();
  }

  /** Follows `UserDeleted` from the log's head: deletions before it are known from the key store (forgotten keys). */
  async start(): Promise<void> {
    this.follow(await this.events.head());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.following?.stop();
  }

  async seal(subjectId: string, value: object): Promise<Sealed> {
    const key = await this.sealingKey(subjectId);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return { keyId: subjectId, iv: iv.toString('base64'), data: data.toString('base64') };
  }

  /** The sealed value, or null when its person was erased (or it was sealed after the erasure and so never opens). */
  async open<T>(sealed: Sealed): Promise<T | null> {
    const key = await this.keyOf(sealed.keyId);
    if (!key) return null;
    const data = Buffer.from(sealed.data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    try {
      return JSON.parse(
        Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8'),
      ) as T;
    } catch {
      this.logger.warn(`Sealed data of ${sealed.keyId} does not open with its key: read as erased`);
      return null;
    }
  }

  async forget(subjectId: string): Promise<void> {
    this.erase(subjectId);
    await this.keyStore.forget(subjectId);
    await this.store.commit([{ kind: 'delete', collection: LEGACY_KEYS, id: subjectId }]);
  }

  /** Keyed hash of a normalised value (e-mail address, username, access question and answer) for uniqueness and lookups. */
  async index(kind: 'email' | 'username' | 'access', value: string): Promise<string> {
    const key = this.indexKey ?? (this.indexKey = await platformSecret(this.store, INDEX_SECRET_ID));
    return createHmac('sha256', key).update(`${kind}:${value.trim().toLowerCase()}`).digest('base64url');
  }

  private follow(after: string | null) {
    let seen = after;
    const subscription = this.events.subscribe(
      after,
      async (batch, upTo) => {
        for (const event of batch)
          if (event.type === 'UserDeleted') this.erase((event.data as { userId: string }).userId);
        seen = upTo;
      },
      { types: ['UserDeleted'] },
    );
    this.following = subscription;
    this.cacheable = true;
    subscription.done.catch((error: unknown) => {
      if (this.stopped) return;
      this.logger.error(
        'Following UserDeleted stopped; keys are read from the key store until it resumes',
        error as Error,
      );
      this.cacheable = false;
      this.keys.clear();
      setTimeout(() => {
        if (!this.stopped) this.follow(seen);
      }, REFOLLOW_MS).unref();
    });
  }

  private erase(subjectId: string) {
    this.erased.add(subjectId);
    this.keys.delete(subjectId);
  }

  private async keyOf(subjectId: string): Promise<KeyObject | null> {
    if (this.erased.has(subjectId)) return null;
    const cached = this.keys.get(subjectId);
    if (cached) return cached;
    const stored = (await this.keyStore.get(subjectId)) ?? (await this.movedLegacyKey(subjectId));
    if (stored === 'forgotten') this.erase(subjectId);
    // A UserDeleted may have been seen while the key was read.
    if (!Buffer.isBuffer(stored) || this.erased.has(subjectId)) return null;
    const key = createSecretKey(stored);
    this.remember(subjectId, key);
    return key;
  }

  /** The person's key, made on first use; an erased person's data is sealed under a throwaway key, so it never opens. */
  private async sealingKey(subjectId: string): Promise<KeyObject> {
    const known = await this.keyOf(subjectId);
    if (known) return known;
    if (this.erased.has(subjectId)) return createSecretKey(randomBytes(32));
    const created = await this.keyStore.create(subjectId, randomBytes(32));
    if (created === 'forgotten') {
      this.erase(subjectId);
      return createSecretKey(randomBytes(32));
    }
    const key = createSecretKey(created);
    if (!this.erased.has(subjectId)) this.remember(subjectId, key);
    return key;
  }

  /** A key from before the key store: moved there durably (unless it was forgotten meanwhile), then removed here. */
  private async movedLegacyKey(subjectId: string): Promise<Buffer | 'forgotten' | null> {
    const legacy = await this.store.get<{ key: string }>(LEGACY_KEYS, subjectId);
    if (!legacy) return null;
    const moved = await this.keyStore.create(subjectId, Buffer.from(legacy.key, 'base64'));
    await this.store.commit([{ kind: 'delete', collection: LEGACY_KEYS, id: subjectId }]);
    return moved;
  }

  private remember(subjectId: string, key: KeyObject) {
    if (!this.cacheable) return;
    if (this.keys.size >= MAX_CACHED_KEYS) this.keys.clear();
    this.keys.set(subjectId, key);
  }
}
