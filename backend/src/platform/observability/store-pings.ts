import { Inject, Injectable } from '@nestjs/common';
import type { DocumentStore } from '@wl/projections';
import type { EventStore } from '../event-store/event-store.port.js';
import type { KeyStore } from '../personal-data/key-store.port.js';
import { DOCUMENT_STORE, EVENT_STORE, KEY_STORE } from '../tokens.js';

const PING_TIMEOUT_MS = 2000;
/** A key no person has: reading it touches the key store and finds nothing. */
const PING_SUBJECT = 'health-ping';

export interface StorePing {
  reachable: boolean;
  ms: number;
  error: string | null;
}

async function ping(read: () => Promise<unknown>): Promise<StorePing> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([read(), timeout]);
    return { reachable: true, ms: Math.round(performance.now() - started), error: null };
  } catch (error) {
    return {
      reachable: false,
      ms: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** One cheap read on each store the product needs (docs/operations.md, "Health"), each given at most 2 s. */
@Injectable()
export class StorePings {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(KEY_STORE) private readonly keys: KeyStore,
  ) {}

  async all(): Promise<Record<'eventStore' | 'documentStore' | 'keyStore', StorePing>> {
    const [eventStore, documentStore, keyStore] = await Promise.all([
      ping(() => this.events.head()),
      ping(() => this.documents.getCheckpoint(PING_SUBJECT)),
      ping(() => this.keys.get(PING_SUBJECT)),
    ]);
    return { eventStore, documentStore, keyStore };
  }
}
