// The crossoff context's public entry: what other contexts may use of it (docs/architecture.md, "Boundaries").
export { CrossOffModule } from './crossoff.module.js';
