// Starts the longest test files first, so that the workers end together instead of one worker taking a long file
// last while the other idles (docs/operations.md, "Tests").
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Seconds the files known to be long took in a whole run on two cores (issue 26's run on a fresh clone): jest's own
 * timing cache knows every file after a first run, a fresh clone does not (jest then orders by file size, which put
 * the topology test among the last).
 */
const KNOWN_SECONDS = {
  'tests/api/fuzz.api.spec.ts': 89,
  'tests/topology/postgres.spec.ts': 77,
  'tests/browser/accessibility.e2e.spec.ts': 50,
  'tests/browser/links.e2e.spec.ts': 46,
  'backend/src/lots/draw.unit.spec.ts': 42,
  'tests/topology/partition.spec.ts': 38,
  'tests/projections/two-servers.spec.ts': 31,
  'tests/api/workflows.api.spec.ts': 28,
  'tests/browser/lots.e2e.spec.ts': 27,
  'tests/browser/csp.e2e.spec.ts': 27,
  'tests/browser/co-owners.e2e.spec.ts': 25,
  'tests/crash/server-crash.spec.ts': 23,
};

/** A file neither timed nor known: browser and process tests start servers and Chromium, the rest are quick. */
function guess(relativePath, bytes) {
  if (relativePath.startsWith('tests/topology/') || relativePath.startsWith('tests/crash/')) return 30;
  if (relativePath.startsWith('tests/browser/')) return 10 + bytes / 2000;
  return bytes / 4000;
}

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    const expected = (test) => {
      const timed = this.time(test);
      if (timed != null) return timed / 1000;
      const relativePath = test.path
        .slice(test.context.config.rootDir.length + 1)
        .split('\\')
        .join('/');
      return KNOWN_SECONDS[relativePath] ?? guess(relativePath, test.context.hasteFS.getSize(test.path) ?? 0);
    };
    const seconds = new Map(tests.map((test) => [test, expected(test)]));
    return [...tests].sort((a, b) => seconds.get(b) - seconds.get(a));
  }
}

module.exports = LongestFirstSequencer;
