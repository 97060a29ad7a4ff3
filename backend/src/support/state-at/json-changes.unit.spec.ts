import { jsonChanges } from './json-changes.js';

describe('jsonChanges', () => {
  it('finds nothing between equal values', () => {
    expect(jsonChanges({ a: [1, { b: null }], c: 'x' }, { a: [1, { b: null }], c: 'x' })).toEqual([]);
  });

  it('names changed, added and removed fields by path', () => {
    expect(
      jsonChanges(
        { title: 'Oud', gone: 1, list: { 'odd key': true } },
        { title: 'Nieuw', list: { 'odd key': false }, added: [] },
      ),
    ).toEqual([
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

  it('compares a list of entries by their id: one deleted gift is one removal, not a rename of every gift after it', () => {
    const gift = (publicGuid: string, description: string, isCrossedOff = false) => ({
      publicGuid,
      description,
      isCrossedOff,
    });
    const before = {
      categories: [{ privateGuid: 'c1', gifts: [gift('g1', 'Boek'), gift('g2', 'Fiets'), gift('g3', 'Sjaal')] }],
    };
    const after = {
      categories: [{ privateGuid: 'c1', gifts: [gift('g1', 'Boek'), gift('g3', 'Sjaal', true), gift('g4', 'Muts')] }],
    };
    expect(jsonChanges(before, after)).toEqual([
      { path: '$.categories[privateGuid=c1].gifts[publicGuid=g2]', before: gift('g2', 'Fiets'), after: undefined },
      { path: '$.categories[privateGuid=c1].gifts[publicGuid=g3].isCrossedOff', before: false, after: true },
      { path: '$.categories[privateGuid=c1].gifts[publicGuid=g4]', before: undefined, after: gift('g4', 'Muts') },
    ]);
  });

  it('falls back to positions when entries have no usable id (a sealed or repeated one)', () => {
    expect(
      jsonChanges({ invites: [{ guid: 'sealed', name: 'A' }] }, { invites: [{ guid: 'sealed', name: 'B' }] }),
    ).toEqual([{ path: '$.invites[0].name', before: 'A', after: 'B' }]);
    expect(jsonChanges([{ publicGuid: 'sealed', n: 1 }], [{ publicGuid: 'sealed', n: 2 }])).toEqual([
      { path: '$[0].n', before: 1, after: 2 },
    ]);
    expect(
      jsonChanges(
        [
          { publicGuid: 'a', n: 1 },
          { publicGuid: 'a', n: 2 },
        ],
        [{ publicGuid: 'a', n: 1 }],
      ),
    ).toEqual([{ path: '$[1]', before: { publicGuid: 'a', n: 2 }, after: undefined }]);
  });

  it('reports a value that changes kind as a whole', () => {
    expect(jsonChanges(null, { ownerView: {} })).toEqual([{ path: '$', before: null, after: { ownerView: {} } }]);
    expect(jsonChanges({ a: [1] }, { a: { 0: 1 } })).toEqual([{ path: '$.a', before: [1], after: { 0: 1 } }]);
  });
});
