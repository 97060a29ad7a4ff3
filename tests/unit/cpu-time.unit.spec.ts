import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { cpuWindow, withChildren } from '../../scripts/cpu-time.js';

/** Spins until this process has used `ms` more milliseconds of CPU time (user and system: asking costs system time). */
const SPIN =
  'const used = () => { const u = process.cpuUsage(); return u.user + u.system; };' +
  'const spin = (ms) => { const end = used() + ms * 1000; while (used() < end); };';

/** A Node child running `onLine(line)` for each line it is sent, answering "done" after each; resolves once it is up. */
async function child(
  onLine: string,
): Promise<{ process: ChildProcessWithoutNullStreams; run: (line: string) => Promise<void> }> {
  const started = spawn(process.execPath, [
    '-e',
    `${SPIN}
    require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => { (${onLine})(line); process.stdout.write('done\\n'); });
    process.stdout.write('ready\\n');`,
  ]);
  const next = () => new Promise<void>((resolve) => started.stdout.once('data', () => resolve()));
  await next();
  return {
    process: started,
    run: (line) => {
      const done = next();
      started.stdin.write(`${line}\n`);
      return done;
    },
  };
}

const cpuSeconds = (percent: number, seconds: number) => (percent / 100) * seconds * cpus().length;

describe("CPU time of process groups over a window (scripts/cpu-time.ts, the scale bench's CPU split)", () => {
  const children: ChildProcessWithoutNullStreams[] = [];
  afterEach(() => children.splice(0).forEach((c) => c.kill()));

  it('gives a process the CPU time it used inside the window, and an idle one none', async () => {
    const busy = await child('(line) => spin(Number(line))');
    const idle = await child('() => undefined');
    children.push(busy.process, idle.process);
    const window = cpuWindow([
      { name: 'busy', pids: () => [busy.process.pid!] },
      { name: 'idle', pids: () => [idle.process.pid!] },
    ]);
    await busy.run('300');
    const split = window.end();
    const [spent, rested] = split.shares.map((share) => cpuSeconds(share.percent, split.seconds));
    expect(spent).toBeGreaterThanOrEqual(0.29);
    expect(spent).toBeLessThan(0.6);
    expect(rested).toBeLessThan(0.05);
  });

  it("keeps the time of a child that ended inside the window in its parent's figure (PostgreSQL's connection processes)", async () => {
    const parent = await child(
      `(line) => require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(SPIN)} + 'spin(' + line + ')'])`,
    );
    children.push(parent.process);
    const window = cpuWindow([{ name: 'parent', pids: () => withChildren(parent.process.pid!) }]);
    await parent.run('300');
    const split = window.end();
    expect(cpuSeconds(split.shares[0]!.percent, split.seconds)).toBeGreaterThanOrEqual(0.29);
  });

  it('counts the running children of a process with it', async () => {
    const running = await child('() => undefined');
    children.push(running.process);
    expect(withChildren(process.pid)).toEqual(expect.arrayContaining([process.pid, running.process.pid]));
  });
});
