import { allProjections, ProjectionRunner } from '@wl/projections';
import { configFromEnv } from './platform/config/config.js';
import { PersonalData } from './platform/personal-data/personal-data.js';
import { eventOpener } from './platform/projections/event-opener.js';
import { openDocumentStore, openEventStore, openKeyStore } from './platform/stores.js';

/**
 * `npm run rebuild -- <read model>|--all`: drops read models and applies the whole log again. Stop the server or
 * projector first: the rebuild takes each read model's lease and refuses while another process holds it.
 */
const args = process.argv.slice(2);
const known = allProjections.map((p) => p.name);
const names = args.includes('--all') ? known : args;
const unknown = names.filter((n) => !known.includes(n));
if (names.length === 0 || unknown.length > 0) {
  console.error(`Usage: npm run rebuild -- <${known.join('|')}>... | --all${unknown.length ? `\nUnknown: ${unknown.join(', ')}` : ''}`);
  process.exit(2);
}

const config = configFromEnv();
const [events, documents, keys] = await Promise.all([openEventStore(config), openDocumentStore(config), openKeyStore(config)]);
const personalData = new PersonalData(keys, documents, events);
await personalData.start();
const runner = new ProjectionRunner(events, documents, allProjections, eventOpener(personalData));
for (const name of names) {
  const started = performance.now();
  const count = await runner.rebuild([name]);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${name}: ${count} events in ${seconds.toFixed(2)} s (${Math.round(count / seconds)} events/s)`);
}
await personalData.stop();
await Promise.all([events.close(), documents.close(), keys.close()]);
