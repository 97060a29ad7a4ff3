import { SqliteDocumentStore } from '../store/sqlite-document-store.js';
import { KEPT_DOCUMENTS, ShadowDocuments } from './shadow-documents.js';

describe('the documents of a shadow build', () => {
  let store: SqliteDocumentStore;
  beforeEach(() => {
    store = new SqliteDocumentStore(':memory:');
  });
  afterEach(() => store.close());

  it('writes its own collections into their shadows, each changed document once per commit, and reads others live', async () => {
    await store.commit([
      { kind: 'put', collection: 'accounts', id: 'u1', doc: { name: 'An' } },
      { kind: 'put', collection: 'gifts__shadow', id: 'g9', doc: { n: 9 } },
    ]);
    const shadow = new ShadowDocuments(store, ['gifts', 'lists'], { fromEmpty: true });
    shadow.put('gifts', 'g1', { n: 1 });
    shadow.put('gifts', 'g1', { n: 2 });
    shadow.put('lists', 'l1', { gifts: 1 });
    shadow.delete('lists', 'l1');
    expect(await shadow.get('gifts', 'g1')).toEqual({ n: 2 });
    expect(await shadow.get('lists', 'l1')).toBeNull();
    expect(await shadow.get('accounts', 'u1')).toEqual({ name: 'An' });
    // From empty, a document it never wrote is not there, whatever an earlier build left.
    expect(await shadow.get('gifts', 'g9')).toBeNull();
    expect(shadow.size).toBe(2);
    expect(shadow.changes()).toEqual([
      { kind: 'put', collection: 'gifts__shadow', id: 'g1', doc: { n: 2 } },
      { kind: 'delete', collection: 'lists__shadow', id: 'l1' },
    ]);
    shadow.committed();
    expect(shadow.size).toBe(0);
    expect(shadow.changes()).toEqual([]);
    expect(await shadow.get('gifts', 'g1')).toEqual({ n: 2 });
    expect(() => shadow.put('accounts', 'u1', {})).toThrow(/does not own/);
  });

  it('reads what it no longer keeps from the shadow in the store', async () => {
    const shadow = new ShadowDocuments(store, ['gifts'], { fromEmpty: true });
    for (let i = 0; i <= KEPT_DOCUMENTS; i++) shadow.put('gifts', `g${i}`, { n: i });
    await store.commit(shadow.changes());
    shadow.committed();
    expect(await store.get('gifts__shadow', 'g7')).toEqual({ n: 7 });
    await store.commit([{ kind: 'put', collection: 'gifts__shadow', id: 'g7', doc: { n: 'stored' } }]);
    expect(await shadow.get('gifts', 'g7')).toEqual({ n: 'stored' });
    expect(await shadow.get('gifts', 'nooit')).toBeNull();
  });

  it('not from empty, reads what it did not write from the store', async () => {
    await store.commit([{ kind: 'put', collection: 'gifts__shadow', id: 'g1', doc: { n: 1 } }]);
    expect(await new ShadowDocuments(store, ['gifts'], { fromEmpty: false }).get('gifts', 'g1')).toEqual({ n: 1 });
  });
});
