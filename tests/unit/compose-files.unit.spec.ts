import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const installed = spawnSync('docker-compose', ['--version']).status === 0;

// Debian's docker-compose validates a file without an engine; without it these are skipped (with CI=true they fail).
const whenInstalled = installed || process.env.CI === 'true' ? it : it.skip;

describe('the compose files', () => {
  for (const file of ['docker-compose.yml', 'docker-compose.postgres.yml']) {
    whenInstalled(`${file} is valid for docker-compose config`, () => {
      const check = spawnSync('docker-compose', ['-f', join(root, file), 'config', '-q'], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(check.error ?? check.stderr.trim()).toBe('');
      expect(check.status).toBe(0);
    });
  }
});
