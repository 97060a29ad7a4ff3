import { existsSync } from 'node:fs';
import { type BrowserServer, chromium } from 'playwright-core';

// jest loads its global setup without the test files' module mapping: this file imports packages only.

/**
 * Debian's headless shell (`chromium-headless-shell`, the build Playwright itself uses for headless runs) when it is
 * installed: the same engine without the full browser's window machinery, it took a third less CPU in the browser
 * tests. Else Debian's full Chromium.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Where the run's Chromium listens; browser test files connect to it (`browser.ts`). */
export const SHARED_CHROMIUM_ENV = 'WL_SHARED_CHROMIUM';

/** Kept for the global teardown (`shared-chromium-teardown.ts`), which jest runs in this same process. */
const launched = globalThis as { sharedChromium?: BrowserServer };

/**
 * jest's global setup: one Chromium for the whole run, which every browser test file connects to instead of launching
 * its own (a launch and close cost about a second of a core per file). Each file still makes its own contexts, so no
 * cookie, storage or cache is shared between tests. The workers inherit the endpoint through the environment.
 */
export default async function launchSharedChromium(): Promise<void> {
  if (!existsSync(CHROMIUM) || process.env[SHARED_CHROMIUM_ENV]) return;
  launched.sharedChromium = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  process.env[SHARED_CHROMIUM_ENV] = launched.sharedChromium.wsEndpoint();
}
