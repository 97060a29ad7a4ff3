import { randomBytes, randomUUID } from 'node:crypto';
import type { KeyStore } from './key-store.port.js';

/** The behaviour every key-store adapter must show. Each test uses fresh subject ids, so a shared server works. */
export function keyStoreContract(name: string, open: () => Promise<KeyStore>) {
  describe(`key store contract: ${name}`, () => {
    let store: KeyStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
    });

    it('knows no key of a new subject', async () => {
      expect(await store.get(randomUUID())).toBeNull();
    });

    it('stores a created key and answers it', async () => {
      const subject = randomUUID();
      const key = randomBytes(32);
      expect(await store.create(subject, key)).toEqual(key);
      expect(await store.get(subject)).toEqual(key);
    });

    it('keeps the first key when a subject gets two, so nothing sealed under it is lost', async () => {
      const subject = randomUUID();
      const [first, second] = [randomBytes(32), randomBytes(32)];
      await store.create(subject, first);
      expect(await store.create(subject, second)).toEqual(first);
      expect(await store.get(subject)).toEqual(first);
    });

    it('lets exactly one of many concurrent creates win, and answers its key to all', async () => {
      const subject = randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => store.create(subject, randomBytes(32))));
      const stored = await store.get(subject);
      expect(answers.every((answer) => Buffer.isBuffer(answer) && answer.equals(stored as Buffer))).toBe(true);
    });

    it('forgets a key for good: a later create does not bring a key back', async () => {
      const subject = randomUUID();
      await store.create(subject, randomBytes(32));
      await store.forget(subject);
      expect(await store.get(subject)).toBe('forgotten');
      expect(await store.create(subject, randomBytes(32))).toBe('forgotten');
      expect(await store.get(subject)).toBe('forgotten');
    });

    it('remembers a forgotten subject that never had a key', async () => {
      const subject = randomUUID();
      await store.forget(subject);
      expect(await store.get(subject)).toBe('forgotten');
    });
  });
}
