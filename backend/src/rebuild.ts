import { allProjections, etaSeconds, ProjectionRunner, type RebuildProgress } from '@wl/projections';
import { hostname } from 'node:os';
import { configFromEnv } from './platform/config/config.js';
import { PersonalData } from './platform/personal-data/personal-data.js';
import { eventOpener } from './platform/projections/event-opener.js';
import { openDocumentStore, openEventStore, openKeyStore } from './platform/stores.js';

/**
 * `npm run rebuild -- <read model>... | --all`: rebuilds each read model into a shadow copy, compares it with the live
 * one and swaps it in (docs/support.md, "Rebuild"). The server may keep running: it keeps serving the live copy, and
 * the process that runs the read model's projection does the swap at its next lease renewal.
 */
const args = process.argv.slice(2);
const known = allProjections.map((p) => p.name);
const names = args.includes('--all') ? known : args;
const unknown = names.filter((n) => !known.includes(n));
if (names.length === 0 || unknown.length > 0) {
  console.error(
    `Usage: npm run rebuild -- <${known.join('|')}>... | --all${unknown.length ? `\nUnknown: ${unknown.join(', ')}` : ''}`,
  );
  process.exit(2);
}

const BAR_WIDTH = 30;
const tty = process.stdout.isTTY === true;

/** A bar redrawn in place on a terminal; otherwise a plain line at every tenth. */
function progressReporter(name: string) {
  const started = performance.now();
  let lastTenth = -1;
  return (progress: RebuildProgress) => {
    const share = progress.total === 0 ? 1 : progress.processed / progress.total;
    const eta = etaSeconds(progress, performance.now() - started);
    const text = `${progress.processed}/${progress.total} events, ${eta === null ? 'ETA ?' : `ETA ${eta.toFixed(1)} s`}`;
    if (tty) {
      const filled = Math.round(share * BAR_WIDTH);
      process.stdout.write(
        `\r${name} [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${Math.floor(share * 100)}% ${text}\u001b[K`,
      );
    } else if (Math.floor(share * 10) > lastTenth) {
      lastTenth = Math.floor(share * 10);
      console.log(`${name}: ${text}`);
    }
  };
}

const config = configFromEnv();
const [events, documents, keys] = await Promise.all([
  openEventStore(config),
  openDocumentStore(config),
  openKeyStore(config),
]);
const personalData = new PersonalData(keys, documents, events);
await personalData.start();
const runner = new ProjectionRunner(events, documents, allProjections, eventOpener(personalData), {
  leaseMs: config.leaseMs,
});
const holder = `rebuild-cli:${hostname()}:${process.pid}`;
let failed = false;
for (const name of names) {
  const rebuild = runner.shadowRebuildOf(name, holder)!;
  if (!(await rebuild.claim())) {
    console.error(`${name}: another rebuild of it is running`);
    failed = true;
    continue;
  }
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  try {
    const report = await runner.rebuildInShadow(rebuild, progressReporter(name));
    if (tty) process.stdout.write('\n');
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    console.log(
      `${name}: ${report.processed} events in ${seconds.toFixed(2)} s (${cpuSeconds.toFixed(2)} s CPU), swapped in; ${report.differingCount} documents differed from the live copy`,
    );
    for (const d of report.differing) console.log(`  ${d.change.padEnd(7)} ${d.collection}/${d.id}`);
    if (report.differingCount > report.differing.length)
      console.log(`  ... and ${report.differingCount - report.differing.length} more`);
  } catch (error) {
    if (tty) process.stdout.write('\n');
    console.error(
      `${name}: rebuild failed, the live copy is unchanged: ${error instanceof Error ? error.message : String(error)}`,
    );
    failed = true;
  }
}
await personalData.stop();
await Promise.all([events.close(), documents.close(), keys.close()]);
process.exit(failed ? 1 : 0);
