import type { DocumentStore } from '@wl/projections';
import { randomBytes } from 'node:crypto';

/** Operational collection (never owned by a projection, so a rebuild leaves it alone). */
const SECRETS = 'platform_secrets';

interface SecretDoc { key: string }

/**
 * A 256-bit server secret by name, shared by every process through the document store: created by the first process
 * that asks on an empty store, read by all later ones.
 */
export async function platformSecret(store: DocumentStore, name: string): Promise<Buffer> {
  const existing = await store.get<SecretDoc>(SECRETS, name);
  if (existing) return Buffer.from(existing.key, 'base64');
  const key = randomBytes(32);
  await store.commit([{ kind: 'put', collection: SECRETS, id: name, doc: { key: key.toString('base64') } }]);
  return key;
}
