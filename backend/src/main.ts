import { configFromEnv } from './platform/config/config.js';

// The environment is read before the app's modules load (a second or more of CPU): a bad variable stops the start at once.
const config = configFromEnv();
const { createApp } = await import('./create-app.js');
const app = await createApp(config);
await app.listen(config.port, config.host);
console.log(`Verlanglijstje serves on ${config.publicUrl}`);
