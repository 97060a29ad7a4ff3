import { randomUUID } from 'node:crypto';
import { CheckpointMoved, type DocumentStore } from './document-store.port.js';

/** The behaviour every read-model store adapter must show. Each test uses a fresh collection name. */
export function documentStoreContract(name: string, open: () => Promise<DocumentStore>) {
  describe(`document store contract: ${name}`, () => {
    let store: DocumentStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
    });

    const collection = () => `contract_${randomUUID().replace(/-/g, '')}`;

    it('puts, gets, overwrites and deletes documents', async () => {
      const c = collection();
      expect(await store.get(c, 'a')).toBeNull();
      await store.commit([{ kind: 'put', collection: c, id: 'a', doc: { n: 1, nested: { x: [1, 2] } } }]);
      expect(await store.get(c, 'a')).toEqual({ n: 1, nested: { x: [1, 2] } });
      await store.commit([{ kind: 'put', collection: c, id: 'a', doc: { n: 2 } }]);
      expect(await store.get(c, 'a')).toEqual({ n: 2 });
      await store.commit([{ kind: 'delete', collection: c, id: 'a' }]);
      expect(await store.get(c, 'a')).toBeNull();
    });

    it('finds by field equality, with an index, including booleans and null', async () => {
      const c = collection();
      await store.ensureIndex(c, 'owner');
      await store.ensureIndex(c, 'owner');
      await store.commit([
        { kind: 'put', collection: c, id: '1', doc: { owner: 'ann', open: true, city: null } },
        { kind: 'put', collection: c, id: '2', doc: { owner: 'ann', open: false, city: 'Gent' } },
        { kind: 'put', collection: c, id: '3', doc: { owner: 'bob', open: true, city: null } },
      ]);
      const ids = (docs: { owner: string; open: boolean }[]) => docs.map((d) => `${d.owner}:${d.open}`).sort();
      expect(ids(await store.find(c, { owner: 'ann' }))).toEqual(['ann:false', 'ann:true']);
      expect(ids(await store.find(c, { owner: 'ann', open: true }))).toEqual(['ann:true']);
      expect(ids(await store.find(c, { city: null }))).toEqual(['ann:true', 'bob:true']);
      expect(await store.find(c, { owner: 'ann' }, 1)).toHaveLength(1);
      expect(await store.find(c, { owner: 'nobody' })).toEqual([]);
    });

    it('applies the changes of one commit in order: the last change of a document counts', async () => {
      const c = collection();
      await store.commit([
        { kind: 'put', collection: c, id: 'gone', doc: { v: 1 } },
        { kind: 'delete', collection: c, id: 'gone' },
        { kind: 'delete', collection: c, id: 'back' },
        { kind: 'put', collection: c, id: 'back', doc: { v: 1 } },
        { kind: 'put', collection: c, id: 'twice', doc: { v: 1 } },
        { kind: 'put', collection: c, id: 'twice', doc: { v: 2 } },
      ]);
      expect(await store.list(c, null, 10)).toEqual([
        { id: 'back', doc: { v: 1 } },
        { id: 'twice', doc: { v: 2 } },
      ]);
    });

    it('matches a field only by a value of its own type, and answers nothing for a NUL character', async () => {
      const c = collection();
      await store.ensureIndex(c, 'code');
      await store.commit([
        { kind: 'put', collection: c, id: 'n', doc: { code: 1 } },
        { kind: 'put', collection: c, id: 's', doc: { code: '1' } },
      ]);
      expect(await store.find(c, { code: 1 })).toEqual([{ code: 1 }]);
      expect(await store.find(c, { code: '1' })).toEqual([{ code: '1' }]);
      expect(await store.putIf(c, 's', { code: 1 }, { code: 'x' })).toBe(false);
      expect(await store.get(c, 'n\u0000')).toBeNull();
      expect(await store.find(c, { code: '1\u0000' })).toEqual([]);
      expect(await store.findByPrefix(c, 'code', '1\u0000', 10)).toEqual([]);
    });

    it('finds by prefix of an indexed field, in order', async () => {
      const c = collection();
      await store.ensureIndex(c, 'token');
      await store.commit(
        ['jansen', 'jan', 'janine', 'piet', 'ja'].map((token) => ({
          kind: 'put' as const,
          collection: c,
          id: token,
          doc: { token },
        })),
      );
      expect((await store.findByPrefix<{ token: string }>(c, 'token', 'jan', 10)).map((d) => d.token)).toEqual([
        'jan',
        'janine',
        'jansen',
      ]);
      expect(await store.findByPrefix(c, 'token', 'jan', 2)).toHaveLength(2);
      expect(await store.findByPrefix(c, 'token', 'x', 10)).toEqual([]);
    });

    it('counts by prefix of an indexed field, up to a limit', async () => {
      const c = collection();
      await store.ensureIndex(c, 'token');
      await store.commit(
        ['jansen', 'jan', 'janine', 'piet', 'ja'].map((token) => ({
          kind: 'put' as const,
          collection: c,
          id: token,
          doc: { token },
        })),
      );
      expect(await store.countByPrefix(c, 'token', 'jan', 10)).toBe(3);
      expect(await store.countByPrefix(c, 'token', 'ja', 10)).toBe(4);
      expect(await store.countByPrefix(c, 'token', 'jan', 2)).toBe(2);
      expect(await store.countByPrefix(c, 'token', 'x', 10)).toBe(0);
    });

    it('stores a checkpoint atomically with the changes', async () => {
      const c = collection();
      const projection = `p-${c}`;
      expect(await store.getCheckpoint(projection)).toBeNull();
      await store.commit([{ kind: 'put', collection: c, id: 'x', doc: { v: 1 } }], {
        projection,
        position: '42',
        expected: null,
      });
      expect(await store.getCheckpoint(projection)).toBe('42');
    });

    it('drops collections and the checkpoint, leaving other collections alone', async () => {
      const c = collection();
      const other = collection();
      const projection = `p-${c}`;
      await store.commit(
        [
          { kind: 'put', collection: c, id: 'x', doc: { v: 1 } },
          { kind: 'put', collection: other, id: 'y', doc: { v: 2 } },
        ],
        { projection, position: '7', expected: null },
      );
      await store.drop([c], projection);
      expect(await store.get(c, 'x')).toBeNull();
      expect(await store.get(other, 'y')).toEqual({ v: 2 });
      expect(await store.getCheckpoint(projection)).toBeNull();
    });

    it('puts only when the stored document matches, and one of two racing writers wins', async () => {
      const c = collection();
      expect(await store.putIf(c, 'm', null, { state: 'queued', n: 1 })).toBe(true);
      expect(await store.putIf(c, 'm', null, { state: 'queued', n: 2 })).toBe(false);
      expect(await store.putIf(c, 'm', { state: 'sending' }, { state: 'sent' })).toBe(false);
      const racing = await Promise.all(
        [1, 2].map((n) => store.putIf(c, 'm', { state: 'queued', n: 1 }, { state: 'sending', n: 10 + n })),
      );
      expect(racing.filter(Boolean)).toHaveLength(1);
      expect(await store.get(c, 'm')).toMatchObject({ state: 'sending' });
      expect(await store.putIf(c, 'absent', { state: 'queued' }, { state: 'sent' })).toBe(false);
      expect(await store.get(c, 'absent')).toBeNull();
    });

    it('moves a checkpoint only from the expected position, writing nothing otherwise', async () => {
      const c = collection();
      const projection = `p-${c}`;
      await store.commit([{ kind: 'put', collection: c, id: 'a', doc: { v: 1 } }], {
        projection,
        position: '1',
        expected: null,
      });
      await store.commit([{ kind: 'put', collection: c, id: 'a', doc: { v: 2 } }], {
        projection,
        position: '2',
        expected: '1',
      });

      const stale = store.commit(
        [
          { kind: 'put', collection: c, id: 'a', doc: { v: 3 } },
          { kind: 'put', collection: c, id: 'b', doc: {} },
        ],
        { projection, position: '3', expected: '1' },
      );
      await expect(stale).rejects.toBeInstanceOf(CheckpointMoved);
      const first = store.commit([{ kind: 'put', collection: c, id: 'b', doc: {} }], {
        projection,
        position: '3',
        expected: null,
      });
      await expect(first).rejects.toBeInstanceOf(CheckpointMoved);

      expect(await store.getCheckpoint(projection)).toBe('2');
      expect(await store.get(c, 'a')).toEqual({ v: 2 });
      expect(await store.get(c, 'b')).toBeNull();
    });

    it('lets one of two writers that read the same checkpoint commit', async () => {
      const projection = `p-${collection()}`;
      await store.commit([], { projection, position: '5', expected: null });
      const results = await Promise.allSettled(
        ['6', '7'].map((position) => store.commit([], { projection, position, expected: '5' })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(['6', '7']).toContain(await store.getCheckpoint(projection));
    });

    it('holds a lease for one holder until it expires or is released', async () => {
      const lease = `lease-${collection()}`;
      expect(await store.acquireLease(lease, 'ann', 60_000)).toBe(true);
      expect(await store.acquireLease(lease, 'bob', 60_000)).toBe(false);
      expect(await store.acquireLease(lease, 'ann', 60_000)).toBe(true);
      await store.releaseLease(lease, 'bob');
      expect(await store.acquireLease(lease, 'bob', 60_000)).toBe(false);
      await store.releaseLease(lease, 'ann');
      expect(await store.acquireLease(lease, 'bob', 60_000)).toBe(true);
      expect(await store.acquireLease(lease, 'ann', 60_000)).toBe(false);
    });

    it('lets another holder take a lease over once it has expired, and not before', async () => {
      const lease = `lease-${collection()}`;
      expect(await store.acquireLease(lease, 'ann', 300)).toBe(true);
      expect(await store.acquireLease(lease, 'bob', 300)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await store.acquireLease(lease, 'bob', 60_000)).toBe(true);
      expect(await store.acquireLease(lease, 'ann', 60_000)).toBe(false);
    });

    it('grants a free lease to exactly one of several holders asking at once', async () => {
      const lease = `lease-${collection()}`;
      const granted = await Promise.all(
        ['a', 'b', 'c', 'd'].map((holder) => store.acquireLease(lease, holder, 60_000)),
      );
      expect(granted.filter(Boolean)).toHaveLength(1);
    });

    it('lists a collection in id order, page by page', async () => {
      const c = collection();
      await store.commit(
        ['b', 'a', 'd', 'c'].map((id) => ({
          kind: 'put' as const,
          collection: c,
          id,
          doc: { id, n: id.charCodeAt(0) },
        })),
      );
      const first = await store.list<{ id: string }>(c, null, 3);
      expect(first.map((d) => d.id)).toEqual(['a', 'b', 'c']);
      expect(first[0]).toEqual({ id: 'a', doc: { id: 'a', n: 97 } });
      expect((await store.list(c, 'c', 3)).map((d) => d.id)).toEqual(['d']);
      expect(await store.list(c, 'd', 3)).toEqual([]);
    });

    it('swaps a shadow collection in atomically with the checkpoint, and refuses a moved checkpoint', async () => {
      const live = collection();
      const shadow = collection();
      const other = collection();
      const projection = `p-${live}`;
      const shadowProjection = `${projection}.shadow`;
      await store.commit(
        [
          { kind: 'put', collection: live, id: 'old', doc: { v: 1 } },
          { kind: 'put', collection: live, id: 'kept', doc: { v: 1 } },
        ],
        { projection, position: '5', expected: null },
      );
      await store.commit(
        [
          { kind: 'put', collection: shadow, id: 'kept', doc: { v: 2 } },
          { kind: 'put', collection: shadow, id: 'new', doc: { v: 3 } },
        ],
        { projection: shadowProjection, position: '5', expected: null },
      );
      await store.commit([{ kind: 'put', collection: other, id: 'x', doc: { v: 9 } }]);

      await expect(
        store.swapIn([{ live, shadow }], { projection, position: '5', expected: '4' }, shadowProjection),
      ).rejects.toBeInstanceOf(CheckpointMoved);
      expect((await store.list(live, null, 10)).map((d) => d.id)).toEqual(['kept', 'old']);
      expect(await store.getCheckpoint(shadowProjection)).toBe('5');

      await store.swapIn([{ live, shadow }], { projection, position: '6', expected: '5' }, shadowProjection);
      expect(await store.list(live, null, 10)).toEqual([
        { id: 'kept', doc: { v: 2 } },
        { id: 'new', doc: { v: 3 } },
      ]);
      expect(await store.list(shadow, null, 10)).toEqual([]);
      expect(await store.get(other, 'x')).toEqual({ v: 9 });
      expect(await store.getCheckpoint(projection)).toBe('6');
      expect(await store.getCheckpoint(shadowProjection)).toBeNull();
    });
  });
}
