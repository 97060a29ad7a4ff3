import { openSockets } from '../support/live-client.js';
import { changesReachAnotherBackend, FULL, Topology } from './cluster.js';

const LIVE_CHANGES = FULL ? 200 : 10;

/**
 * Issue 25, item 3, on the default stores: three backends (`RUN_PROJECTIONS=false`) and a projector on one SQLite data
 * folder share live groups through the folder's fan-out table (backend/src/live/sqlite-fanout.ts).
 */
describe('three backends and a projector on one SQLite data folder', () => {
  let topology: Topology;
  beforeAll(async () => {
    topology = await Topology.start();
  }, 120_000);
  afterAll(async () => {
    openSockets.forEach((socket) => socket.close());
    await topology?.close();
  });

  // Failed before the SQLite fan-out (backend/src/live/sqlite-fanout.ts): the projector's pushes reached no backend.
  it(
    `a change made through backend A reaches an open socket on backend C (${LIVE_CHANGES} changes, p99 printed)`,
    () => changesReachAnotherBackend(topology, 'SQLite', LIVE_CHANGES),
    300_000,
  );
});
