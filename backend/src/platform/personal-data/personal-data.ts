import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Sealed } from '@wl/contracts';
import type { DocumentStore } from '@wl/projections';
import { platformSecret } from '../security/platform-secret.js';
import { DOCUMENT_STORE } from '../tokens.js';

/** Operational collections: never owned by a projection, so a rebuild leaves them alone. */
const KEYS = 'personal_keys';
const INDEX_SECRET_ID = 'personal-index';
const KEY_CACHE_MS = 60_000;

interface KeyDoc { key: string }

/**
 * Crypto-shredding (DESIGN decision 5): personal data is sealed with AES-256-GCM under a key per person, kept in
 * the document store outside the log. Forgetting the key makes every sealed field in the log unreadable.
 * Lookups by e-mail address or username use a keyed hash (blind index), never the plain value.
 */
@Injectable()
export class PersonalData {
  /** Keys are cached briefly, so a key forgotten by another process stops opening data here within a minute. */
  private readonly keys = new Map<string, { key: Buffer | null; until: number }>();
  private indexKey: Buffer | null = null;

  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async seal(subjectId: string, value: object): Promise<Sealed> {
    const key = (await this.keyOf(subjectId)) ?? (await this.createKey(subjectId));
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return { keyId: subjectId, iv: iv.toString('base64'), data: data.toString('base64') };
  }

  /** The sealed value, or null when its key was forgotten. */
  async open<T>(sealed: Sealed): Promise<T | null> {
    const key = await this.keyOf(sealed.keyId);
    if (!key) return null;
    const data = Buffer.from(sealed.data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return JSON.parse(Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')) as T;
  }

  async forget(subjectId: string): Promise<void> {
    await this.store.commit([{ kind: 'delete', collection: KEYS, id: subjectId }]);
    this.keys.set(subjectId, { key: null, until: Infinity });
  }

  /** Keyed hash of a normalised value (e-mail address, username, access question and answer) for uniqueness and lookups. */
  async index(kind: 'email' | 'username' | 'access', value: string): Promise<string> {
    const key = this.indexKey ?? (this.indexKey = await platformSecret(this.store, INDEX_SECRET_ID));
    return createHmac('sha256', key).update(`${kind}:${value.trim().toLowerCase()}`).digest('base64url');
  }

  private async keyOf(subjectId: string): Promise<Buffer | null> {
    const cached = this.keys.get(subjectId);
    if (cached && cached.until > Date.now()) return cached.key;
    const doc = await this.store.get<KeyDoc>(KEYS, subjectId);
    if (!doc) return null;
    const key = Buffer.from(doc.key, 'base64');
    this.cacheKey(subjectId, key);
    return key;
  }

  private async createKey(subjectId: string): Promise<Buffer> {
    const key = randomBytes(32);
    await this.store.commit([{ kind: 'put', collection: KEYS, id: subjectId, doc: { key: key.toString('base64') } }]);
    this.cacheKey(subjectId, key);
    return key;
  }

  private cacheKey(subjectId: string, key: Buffer) {
    if (this.keys.size > 50_000) this.keys.clear();
    this.keys.set(subjectId, { key, until: Date.now() + KEY_CACHE_MS });
  }

}
