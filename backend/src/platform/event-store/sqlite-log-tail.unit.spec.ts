import { LogTail, type Row } from './sqlite-log-tail.js';

const row = (position: number, type = 'A'): Row => ({
  position,
  stream_id: `s-${position}`,
  revision: 0,
  event_id: `e-${position}`,
  type,
  data: '{}',
  metadata: '{}',
});
const positions = (read: { rows: Row[]; upTo: number } | null) => read && [read.rows.map((r) => r.position), read.upTo];

describe('the tail of the log this process appended', () => {
  it('answers reads inside its window, of the wanted types, up to its end or a full page', () => {
    const tail = new LogTail();
    tail.add({ before: 10, outcomes: [] }, [row(11), row(12, 'B'), row(13)]);
    tail.add({ before: 13, outcomes: [] }, [row(14, 'B')]);
    expect(positions(tail.read(10, null, 100))).toEqual([[11, 12, 13, 14], 14]);
    expect(positions(tail.read(11, new Set(['B']), 100))).toEqual([[12, 14], 14]);
    expect(positions(tail.read(12, new Set(['A']), 100))).toEqual([[13], 14]);
    expect(positions(tail.read(10, null, 2))).toEqual([[11, 12], 12]);
  });

  it('leaves to the table what it does not hold: before its window, and after its end', () => {
    const tail = new LogTail();
    expect(tail.read(0, null, 100)).toBeNull();
    tail.add({ before: 10, outcomes: [] }, [row(11), row(12)]);
    expect(tail.read(9, null, 100)).toBeNull();
    expect(tail.read(12, null, 100)).toBeNull();
  });

  it('starts again at a group that did not begin where it ends: another process wrote in between', () => {
    const tail = new LogTail();
    tail.add({ before: 10, outcomes: [] }, [row(11)]);
    tail.add({ before: 12, outcomes: [] }, [row(13)]);
    expect(tail.read(10, null, 100)).toBeNull();
    expect(tail.read(11, null, 100)).toBeNull();
    expect(positions(tail.read(12, null, 100))).toEqual([[13], 13]);
  });

  it('ignores a group that failed, and moves its end past a group that stored nothing', () => {
    const tail = new LogTail();
    tail.add({ before: 10, outcomes: [] }, [row(11)]);
    tail.add({ before: -1, outcomes: [] }, []);
    expect(positions(tail.read(10, null, 100))).toEqual([[11], 11]);
    tail.add({ before: 11, outcomes: [] }, []);
    expect(positions(tail.read(10, null, 100))).toEqual([[11], 11]);
  });

  it('keeps the newest 5,000 events', () => {
    const tail = new LogTail();
    tail.add(
      { before: 0, outcomes: [] },
      Array.from({ length: 6000 }, (_, i) => row(i + 1)),
    );
    expect(tail.read(999, null, 10)).toBeNull();
    expect(positions(tail.read(1000, null, 1))).toEqual([[1001], 1001]);
  });
});
