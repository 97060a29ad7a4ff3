import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LongestFirstSequencer = require('../support/longest-first-sequencer.cjs');

interface FakeTest {
  path: string;
  context: { config: object; hasteFS: { getSize(path: string): number } };
}

/** Jest's order for `files` (path: size in bytes), with jest's timing cache holding `timed` (path: milliseconds). */
function order(files: Record<string, number>, timed: Record<string, number> = {}): string[] {
  const cacheDirectory = mkdtempSync(join(tmpdir(), 'wl-sequencer-'));
  try {
    const rootDir = '/project';
    const context = {
      config: { rootDir, cacheDirectory, id: 'sequencer-spec', cache: true, haste: {} },
      hasteFS: { getSize: (path: string) => files[path.slice(rootDir.length + 1)]! },
    };
    const tests: FakeTest[] = Object.keys(files).map((file) => ({ path: `${rootDir}/${file}`, context }));
    const sequencer = new LongestFirstSequencer({ contexts: [context], globalConfig: {} });
    const testResults = Object.entries(timed).map(([file, runtime]) => ({
      testFilePath: `${rootDir}/${file}`,
      perfStats: { runtime },
      numFailingTests: 0,
    }));
    sequencer.cacheResults(tests, { testResults });
    const fresh = new LongestFirstSequencer({ contexts: [context], globalConfig: {} });
    return (fresh.sort(tests) as FakeTest[]).map((test) => test.path.slice(rootDir.length + 1));
  } finally {
    rmSync(cacheDirectory, { recursive: true, force: true });
  }
}

describe('the order jest starts test files in (issue 26, item 6)', () => {
  it('on a fresh clone: the known long files first, then process and browser tests, then the rest by size', () => {
    expect(
      order({
        'contracts/src/big.unit.spec.ts': 40_000,
        'tests/api/small.api.spec.ts': 3_000,
        'tests/browser/page.e2e.spec.ts': 2_000,
        'tests/topology/postgres.spec.ts': 9_000,
        'tests/crash/other.spec.ts': 1_000,
        'tests/api/fuzz.api.spec.ts': 30_000,
      }),
    ).toEqual([
      'tests/api/fuzz.api.spec.ts',
      'tests/topology/postgres.spec.ts',
      'tests/crash/other.spec.ts',
      'tests/browser/page.e2e.spec.ts',
      'contracts/src/big.unit.spec.ts',
      'tests/api/small.api.spec.ts',
    ]);
  });

  it('after a run: by the time each file took, whatever the table says', () => {
    expect(
      order(
        {
          'tests/api/fuzz.api.spec.ts': 30_000,
          'tests/api/slow.api.spec.ts': 3_000,
          'tests/browser/page.e2e.spec.ts': 2_000,
        },
        {
          'tests/api/fuzz.api.spec.ts': 20_000,
          'tests/api/slow.api.spec.ts': 45_000,
          'tests/browser/page.e2e.spec.ts': 5_000,
        },
      ),
    ).toEqual(['tests/api/slow.api.spec.ts', 'tests/api/fuzz.api.spec.ts', 'tests/browser/page.e2e.spec.ts']);
  });
});
