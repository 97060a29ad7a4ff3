import { spawnSync } from 'node:child_process';

/**
 * Whether testcontainers finds a container engine (Docker, Podman, ...). Jest collects tests synchronously, so the
 * asynchronous getContainerRuntimeClient() runs in a child process of the same Node binary, bounded by a timeout.
 */
export function dockerAvailable(timeoutMs = 10_000): boolean {
  const probe = `
    const { getContainerRuntimeClient } = require('testcontainers');
    getContainerRuntimeClient().then(() => process.exit(0), () => process.exit(1));`;
  return spawnSync(process.execPath, ['-e', probe], { stdio: 'ignore', timeout: timeoutMs }).status === 0;
}
