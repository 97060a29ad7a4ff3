/**
 * The longest a test waits for what the product does after its answer (a reactor's mail, a read model, another
 * reader's cache): reached only when it never comes, so it is set for a loaded machine, not for a quick failure.
 */
export const WAIT_MS = 20_000;

/**
 * Reads until `done` holds for what was read, and answers that; after `timeoutMs` it answers the last value read, so the
 * test's own expectation shows what was there instead.
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
