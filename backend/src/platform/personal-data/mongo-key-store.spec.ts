import { keyStoreContract } from './key-store.contract.js';
import { MongoKeyStore } from './mongo-key-store.js';

const configured = process.env.MONGODB_URL;

if (configured) {
  keyStoreContract('MongoDB', () => MongoKeyStore.connect(configured, 'verlanglijst_contract'));
} else {
  it.skip('key store contract: MongoDB (needs MONGODB_URL)', () => undefined);
}
