/**
 * A module loaded when it is first needed, once: for packages that a process may never use, so that starting the app
 * does not pay for them (docs/benchmarks.md, "Startup"). Every later call gets the same loaded module.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
