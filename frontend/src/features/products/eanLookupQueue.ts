import { productTimings } from '@wl/contracts';

type EanLookupQueueOptions<Answer> = {
  /** One request for at most `productTimings.eansPerLookup` EANs. */
  lookup: (eans: string[]) => Promise<Answer>;
  onAnswer: (answer: Answer) => void;
};

/**
 * The price comparison's queue (spec 01 §4): EANs are gathered, asked once each, in requests of at most 10, one
 * request at a time. A batch that fails may be asked again by a later `enqueue`.
 */
export function createEanLookupQueue<Answer>({ lookup, onAnswer }: EanLookupQueueOptions<Answer>) {
  const asked = new Set<string>();
  const waiting: string[] = [];
  let running = false;

  async function drain() {
    if (running) return;
    running = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, productTimings.eansPerLookup);
        try {
          onAnswer(await lookup(batch));
        } catch {
          for (const ean of batch) asked.delete(ean);
        }
      }
    } finally {
      running = false;
    }
  }

  return {
    /** Asks for the EANs not asked before; the ones enqueued in the same task share requests. */
    enqueue(eans: Iterable<string>) {
      for (const ean of eans) {
        if (asked.has(ean)) continue;
        asked.add(ean);
        waiting.push(ean);
      }
      queueMicrotask(() => void drain());
    },
  };
}
