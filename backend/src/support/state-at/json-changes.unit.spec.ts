import { jsonChanges } from './json-changes.js';

describe('jsonChanges', () => {
  it('finds nothing between equal values', () => {
    expect(jsonChanges({ a: [1, { b: null }], c: 'x' }, { a: [1, { b: null }], c: 'x' })).toEqual([]);
  });

  it('names changed, added and removed fields by path', () => {
    expect(jsonChanges({ title: 'Oud', gone: 1, list: { 'odd key': true } }, { title: 'Nieuw', list: { 'odd key': false }, added: [] })).toEqual([
      { path: '$.title', before: 'Oud', after: 'Nieuw' },
      { path: '$.gone', before: 1, after: undefined },
      { path: '$.list["odd key"]', before: true, after: false },
      { path: '$.added', before: undefined, after: [] },
    ]);
  });

  it('compares arrays index by index, a longer one adding entries', () => {
    expect(jsonChanges({ gifts: [{ d: 'a' }] }, { gifts: [{ d: 'b' }, { d: 'c' }] })).toEqual([
      { path: '$.gifts[0].d', before: 'a', after: 'b' },
      { path: '$.gifts[1]', before: undefined, after: { d: 'c' } },
    ]);
  });

  it('reports a value that changes kind as a whole', () => {
    expect(jsonChanges(null, { ownerView: {} })).toEqual([{ path: '$', before: null, after: { ownerView: {} } }]);
    expect(jsonChanges({ a: [1] }, { a: { 0: 1 } })).toEqual([{ path: '$.a', before: [1], after: { 0: 1 } }]);
  });
});
