import { GenericContainer, type StartedTestContainer, Wait } from 'testcontainers';
import { dockerAvailable } from '../../../../tests/support/docker-available.js';
import { eventStoreContract } from './event-store.contract.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

const configured = process.env.EVENTSTORE_CONNECTION_STRING;

if (configured || dockerAvailable()) {
  let connectionString = configured;
  let container: StartedTestContainer | undefined;

  beforeAll(async () => {
    if (connectionString) return;
    container = await new GenericContainer('docker.kurrent.io/kurrent-latest/kurrentdb:latest')
      .withEnvironment({
        KURRENTDB_INSECURE: 'true',
        KURRENTDB_RUN_PROJECTIONS: 'System',
        KURRENTDB_START_STANDARD_PROJECTIONS: 'true',
        KURRENTDB_CLUSTER_SIZE: '1',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHealthCheck())
      .withStartupTimeout(120_000)
      .start();
    connectionString = `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
  }, 300_000);

  afterAll(async () => {
    await container?.stop();
  });

  eventStoreContract('KurrentDB', async () => new KurrentDbEventStore(connectionString!));
} else {
  process.stderr.write('Skipping KurrentDB contract suite: no EVENTSTORE_CONNECTION_STRING and no Docker engine\n');
  it.skip('event store contract: KurrentDB (needs EVENTSTORE_CONNECTION_STRING or a Docker engine)', () => undefined);
}
