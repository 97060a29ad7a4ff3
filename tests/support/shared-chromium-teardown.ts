import type { BrowserServer } from 'playwright-core';

/** jest's global teardown: closes the run's Chromium (`shared-chromium.ts`, which launched it in this process). */
export default async function closeSharedChromium(): Promise<void> {
  await (globalThis as { sharedChromium?: BrowserServer }).sharedChromium?.close();
}
