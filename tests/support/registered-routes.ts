import type { TestApp } from './test-app.js';

/** `METHOD /path` of every route Fastify serves (HEAD mirrors GET), read from its route tree. */
export function registeredRoutes(t: TestApp): string[] {
  const tree: string = t.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const pathAtDepth: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const at = line.search(/[├└]── /);
    if (at < 0) return [];
    const depth = at / 4;
    const [, segment, methods] = /^(\S+)(?: \((.*)\))?$/.exec(line.slice(at + 4))!;
    pathAtDepth[depth] = (depth > 0 ? pathAtDepth[depth - 1]! : '') + segment;
    return (methods ?? '')
      .split(', ')
      .filter((m) => m && m !== 'HEAD')
      .map((m) => `${m} ${pathAtDepth[depth]}`);
  });
}
