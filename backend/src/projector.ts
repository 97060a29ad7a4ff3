import { createProjector } from './create-projector.js';
import { configFromEnv } from './platform/config/config.js';

const app = await createProjector(configFromEnv());
app.enableShutdownHooks();
console.log('Projector running');
