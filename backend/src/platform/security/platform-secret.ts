import type { DocumentStore } from '@wl/projections';
import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';

/** Operational collection (never owned by a projection, so a rebuild leaves it alone). */
const SECRETS = 'platform_secrets';

interface SecretDoc {
  key: string;
}

/**
 * A 256-bit server secret by name, shared by every process through the document store: created by the first process
 * that asks on an empty store, read by all later ones. Processes that start together on an empty store each offer a
 * secret with a create-if-absent (`putIf`), and all use the one that was stored first: a secret that lost would make
 * blind indexes, codes and tokens that no other process recognises. A key object, not bytes: an HMAC keyed with bytes
 * makes a key object anew on every call, several times the cost of the HMAC itself.
 */
export async function platformSecret(store: DocumentStore, name: string): Promise<KeyObject> {
  const existing = await store.get<SecretDoc>(SECRETS, name);
  if (existing) return createSecretKey(existing.key, 'base64');
  const offered = randomBytes(32);
  if (await store.putIf(SECRETS, name, null, { key: offered.toString('base64') } satisfies SecretDoc))
    return createSecretKey(offered);
  const stored = await store.get<SecretDoc>(SECRETS, name);
  if (!stored) throw new Error(`Platform secret ${name} was neither created nor found`);
  return createSecretKey(stored.key, 'base64');
}
