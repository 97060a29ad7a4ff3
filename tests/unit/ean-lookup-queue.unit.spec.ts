import { productTimings } from '@wl/contracts';
import { createEanLookupQueue } from '../../frontend/src/features/products/eanLookupQueue.js';

const eans = (from: number, count: number) => Array.from({ length: count }, (_, i) => String(from + i).padStart(13, '0'));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A queue whose lookups are recorded; each answers after a tick, so enqueues can arrive while one runs. */
function recordedQueue({ failFirst = false } = {}) {
  const requests: string[][] = [];
  const answered: string[][] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const queue = createEanLookupQueue({
    lookup: async (batch: string[]) => {
      requests.push(batch);
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      await settled();
      inFlight--;
      if (failFirst && requests.length === 1) throw new Error('offline');
      return batch;
    },
    onAnswer: (batch) => answered.push(batch),
  });
  return { queue, requests, answered, maxInFlight: () => maxInFlight };
}

describe('the price comparison queue', () => {
  it('never asks more than 10 EANs in one request, and asks each EAN once', async () => {
    const { queue, requests, answered, maxInFlight } = recordedQueue();
    queue.enqueue(eans(0, 25));
    queue.enqueue(eans(20, 10));
    await settled();
    queue.enqueue(eans(100, 13));
    queue.enqueue(eans(0, 5));
    for (let i = 0; i < 20; i++) await settled();

    expect(productTimings.eansPerLookup).toBe(10);
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) expect(request.length).toBeLessThanOrEqual(10);
    const asked = requests.flat();
    expect(asked.sort()).toEqual([...eans(0, 30), ...eans(100, 13)].sort());
    expect(answered.flat().length).toBe(43);
    expect(maxInFlight()).toBe(1);
  });

  it('gathers EANs enqueued in the same task into full requests', async () => {
    const { queue, requests } = recordedQueue();
    for (const ean of eans(0, 23)) queue.enqueue([ean]);
    for (let i = 0; i < 10; i++) await settled();
    expect(requests.map((request) => request.length)).toEqual([10, 10, 3]);
  });

  it('asks a failed batch again when it is enqueued again', async () => {
    const { queue, requests, answered } = recordedQueue({ failFirst: true });
    queue.enqueue(eans(0, 4));
    for (let i = 0; i < 5; i++) await settled();
    expect(answered).toEqual([]);
    queue.enqueue(eans(0, 4));
    for (let i = 0; i < 5; i++) await settled();
    expect(requests).toEqual([eans(0, 4), eans(0, 4)]);
    expect(answered).toEqual([eans(0, 4)]);
  });
});
