import type { DocumentStore } from '@wl/projections';
import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';

/** Operational collection (never owned by a projection, so a rebuild leaves it alone). */
const SECRETS = 'platform_secrets';

interface SecretDoc { key: string }

/**
 * A 256-bit server secret by name, shared by every process through the document store: created by the first process
 * that asks on an empty store, read by all later ones. A key object, not bytes: an HMAC keyed with bytes makes a key
 * object anew on every call, several times the cost of the HMAC itself.
 */
export async function platformSecret(store: DocumentStore, name: string): Promise<KeyObject> {
  const existing = await store.get<SecretDoc>(SECRETS, name);
  if (existing) return createSecretKey(existing.key, 'base64');
  const key = randomBytes(32);
  await store.commit([{ kind: 'put', collection: SECRETS, id: name, doc: { key: key.toString('base64') } }]);
  return createSecretKey(key);
}
