import { configFromEnv } from './platform/config/config.js';
import { createApp } from './create-app.js';

const config = configFromEnv();
const app = await createApp(config);
await app.listen(config.port, config.host);
console.log(`Verlanglijstje serves on ${config.publicUrl}`);
