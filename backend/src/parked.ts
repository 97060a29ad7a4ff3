import { dropParked, listParked, parkedId, requestRetry } from '@wl/projections';
import { configFromEnv } from './platform/config/config.js';
import { openDocumentStore } from './platform/stores.js';

/**
 * `npm run parked -- list` shows the events projections and reactors gave up on; `npm run parked -- retry <id>` asks for
 * one more try of one of them. The process holding that lane's lease tries it within a third of the lease period and
 * removes it from the parked events when it succeeds; `drop <id>` forgets one (after a rebuild took care of it).
 * See docs/operations.md, "Health and parked events".
 */
const [command, id] = process.argv.slice(2);
if (!(command === 'list' && !id) && !((command === 'retry' || command === 'drop') && id)) {
  console.error('Usage: npm run parked -- list | retry <id> | drop <id>');
  process.exit(2);
}

const store = await openDocumentStore(configFromEnv());
try {
  if (command === 'list') {
    for (const p of await listParked(store)) {
      console.log(
        `${parkedId(p.lane, p.eventId)}  ${p.type} at ${p.position}, ${p.attempts} tries, parked ${p.parkedAt}${p.retryRequested ? ', retry asked' : ''}\n  ${p.error}`,
      );
    }
  } else if (command === 'drop') {
    const found = await dropParked(store, id!);
    console.log(found ? `Dropped ${id}.` : `No parked event ${id}`);
    process.exitCode = found ? 0 : 1;
  } else if (await requestRetry(store, id!)) {
    console.log(`Retry of ${id} asked; the process running that lane tries it shortly.`);
  } else {
    console.error(`No parked event ${id}`);
    process.exitCode = 1;
  }
} finally {
  await store.close();
}
