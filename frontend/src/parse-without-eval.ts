import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may, deciding as each schema is built; under the site's
 * Content-Security-Policy (no 'unsafe-eval') that probe is reported as a violation. main.tsx imports this module
 * first, before any schema of @wl/contracts exists.
 */
z.config({ jitless: true });
