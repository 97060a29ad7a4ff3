import { type ComponentType, lazy } from 'react';

/**
 * `React.lazy` that can be loaded ahead (`preload`): once loaded, the component renders at once instead of suspending
 * for a moment. A page the server rendered needs that: a part that suspends while it is hydrated, and is changed
 * meanwhile (a live message, an answer), would be rendered afresh over the server's HTML.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
    });
  const Component = lazy(() => {
    const module = loaded && { default: loaded };
    // A thenable that settles at once: React then renders the module in the same pass.
    if (module)
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<
        typeof module
      >;
    return load().then((component) => ({ default: component }));
  });
  return Object.assign(Component, { preload });
}
