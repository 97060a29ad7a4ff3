import { GenericContainer, type StartedTestContainer, Wait } from 'testcontainers';
import { dockerAvailable } from '../../../tests/support/docker-available.js';
import { documentStoreContract } from './document-store.contract.js';
import { MongoDocumentStore } from './mongo-document-store.js';

const configured = process.env.MONGODB_URL;

/** Makes the container a one-member replica set (transactions need one) and waits until it is primary. */
const initiateReplicaSet = `
  rs.initiate();
  for (let i = 0; i < 300 && !db.hello().isWritablePrimary; i++) sleep(100);
  if (!db.hello().isWritablePrimary) quit(1);`;

if (configured || dockerAvailable()) {
  let url = configured;
  let container: StartedTestContainer | undefined;

  beforeAll(async () => {
    if (url) return;
    container = await new GenericContainer('mongo:7')
      .withCommand(['--replSet', 'rs0'])
      .withExposedPorts(27017)
      .withWaitStrategy(Wait.forLogMessage(/waiting for connections/i))
      .withStartupTimeout(120_000)
      .start();
    const { exitCode, output } = await container.exec(['mongosh', '--quiet', '--eval', initiateReplicaSet]);
    if (exitCode !== 0) throw new Error(`rs.initiate failed: ${output}`);
    // The member knows itself by the container's host name: connect directly instead of discovering the set.
    url = `mongodb://${container.getHost()}:${container.getMappedPort(27017)}/?directConnection=true`;
  }, 300_000);

  afterAll(async () => {
    await container?.stop();
  });

  documentStoreContract('MongoDB', () => MongoDocumentStore.connect(url!, 'verlanglijst_contract'));
} else {
  process.stderr.write('Skipping MongoDB contract suite: no MONGODB_URL and no Docker engine\n');
  it.skip('document store contract: MongoDB (needs MONGODB_URL or a Docker engine)', () => undefined);
}
