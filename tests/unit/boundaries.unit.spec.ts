import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const root = join(__dirname, '..', '..');

type Probe = { name: string; filePath: string; code: string };
type Finding = { name: string; rules: string[] };

/**
 * Lints probe sources with the project's own eslint.config.js, in one child process (ESLint and its plugins are ES
 * modules that run on the project's Node, outside jest's module system).
 */
async function lint(probes: Probe[], files: string[] = []): Promise<Map<string, string[]>> {
  const script = `
    import { ESLint } from 'eslint';
    const { probes, files } = JSON.parse(process.argv[1]);
    const eslint = new ESLint();
    const findings = [];
    for (const probe of probes) {
      const [result] = await eslint.lintText(probe.code, { filePath: probe.filePath });
      findings.push({ name: probe.name, rules: result.messages.map((m) => m.ruleId ?? m.message) });
    }
    for (const result of await eslint.lintFiles(files)) {
      findings.push({ name: result.filePath, rules: result.messages.map((m) => m.ruleId ?? m.message) });
    }
    process.stdout.write(JSON.stringify(findings));
  `;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify({ probes, files })],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  );
  return new Map((JSON.parse(stdout) as Finding[]).map((finding) => [finding.name, finding.rules]));
}

const at = (path: string) => join(root, path);
const probe = (name: string, path: string, code: string): Probe => ({ name, filePath: at(path), code });

const probes = [
  probe(
    'platform imports a context',
    'backend/src/platform/probe.ts',
    "export { userDecider } from '../account/user.decider.js';",
  ),
  probe('platform imports platform', 'backend/src/platform/probe.ts', "export { Clock } from './domain/clock.js';"),
  probe(
    'a context takes a private file of another',
    'backend/src/lots/probe.ts',
    "export { UserContacts } from '../account/user-contact.js';",
  ),
  probe(
    'a context takes the public entry of another',
    'backend/src/lots/probe.ts',
    "export { UserContacts } from '../account/index.js';",
  ),
  probe(
    'a context reads the streams of another',
    'backend/src/lots/probe.ts',
    "export { userDecider } from '../account/user.decider.js';",
  ),
  probe(
    'a decider takes a public entry',
    'backend/src/gift/probe.decider.ts',
    "export { WishlistQueries } from '../wishlist/index.js';",
  ),
  probe(
    'a feature imports app/',
    'frontend/src/features/owner/Probe.tsx',
    "export { store } from '../../app/store.js';",
  ),
  probe(
    'a feature imports another feature',
    'frontend/src/features/owner/Probe.tsx',
    "export { AccessQuestion } from '../visitor/AccessQuestion.js';",
  ),
  probe(
    'a feature imports the shared layer',
    'frontend/src/features/owner/Probe.tsx',
    "export { ApiErrorView } from '../../shared/ErrorScreens.js';",
  ),
  probe(
    'the shared layer imports a feature',
    'frontend/src/shared/Probe.tsx',
    "export { OwnerListPage } from '../features/owner/OwnerListPage.js';",
  ),
  probe(
    'the backend imports what its manifest lists',
    'backend/src/platform/probe.ts',
    "import { z } from 'zod'; import Database from 'better-sqlite3'; import { MongoClient } from 'mongodb'; import { t } from '@wl/contracts'; import type { DocumentStore } from '@wl/projections'; export { z, Database, MongoClient, t }; export type { DocumentStore };",
  ),
  probe(
    'shipped code imports a dev dependency',
    'backend/src/platform/probe.ts',
    "export { default as fc } from 'fast-check';",
  ),
  probe(
    'a workspace imports a package only another lists',
    'backend/src/platform/probe.ts',
    "export { Link } from 'react-router';",
  ),
];

describe('the lint keeps the boundaries (docs/architecture.md, "Boundaries")', () => {
  let findings: Map<string, string[]>;
  let cycleDir: string;

  beforeAll(async () => {
    // Two files that import each other; removed afterwards.
    cycleDir = mkdtempSync(join(root, 'frontend/src/shared/lint-probe-'));
    writeFileSync(join(cycleDir, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
    writeFileSync(join(cycleDir, 'b.ts'), "import { a } from './a.js';\nexport const b = () => a;\n");
    findings = await lint(probes, [relative(root, join(cycleDir, 'a.ts'))]);
  }, 180_000);

  afterAll(() => rmSync(cycleDir, { recursive: true, force: true }));

  const restricted = (name: string) => findings.get(name)!.filter((rule) => rule === 'import-x/no-restricted-paths');

  it('keeps platform/ free of contexts', () => {
    expect(restricted('platform imports a context')).toHaveLength(1);
    expect(findings.get('platform imports platform')).toEqual([]);
  });

  it('lets a context reach another through its index.ts, or read its streams through a decider, and nothing else', () => {
    expect(restricted('a context takes a private file of another')).toHaveLength(1);
    expect(findings.get('a context takes the public entry of another')).toEqual([]);
    expect(findings.get('a context reads the streams of another')).toEqual([]);
    expect(restricted('a decider takes a public entry')).toHaveLength(1);
  });

  it('keeps features away from app/ and from each other, through the shared layer', () => {
    expect(restricted('a feature imports app/')).toHaveLength(1);
    expect(restricted('a feature imports another feature')).toHaveLength(1);
    expect(findings.get('a feature imports the shared layer')).toEqual([]);
    expect(restricted('the shared layer imports a feature')).toHaveLength(1);
  });

  it('refuses an import cycle', () => {
    expect(findings.get(join(cycleDir, 'a.ts'))).toContain('import-x/no-cycle');
  });

  it('holds each workspace to its manifest', () => {
    expect(findings.get('the backend imports what its manifest lists')).toEqual([]);
    expect(findings.get('shipped code imports a dev dependency')).toEqual(['import-x/no-extraneous-dependencies']);
    expect(findings.get('a workspace imports a package only another lists')).toEqual([
      'import-x/no-extraneous-dependencies',
    ]);
  });
});
