import { config } from 'zod/v4/core';

/**
 * zod compiles object parsers with `new Function` when it may, deciding as each schema is built; under the site's
 * Content-Security-Policy (no 'unsafe-eval') that probe is reported as a violation. The build resolves every `zod`
 * import (ours and @wl/contracts') to this module (vite.config.ts), so the switch is set before any module that builds
 * a schema runs, whichever chunk that module lands in.
 */
config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
