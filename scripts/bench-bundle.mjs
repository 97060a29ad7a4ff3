// `npm run bench:bundle`: the JavaScript each first route loads before its page shows, from the built frontend's
// manifest (scripts/bundle-sizes.ts; Node runs the TypeScript as is). Each file is compressed on its own, as served.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordFigure } from './bench-figures.mjs';
import { firstRouteGoalKb, kb, measureFirstRoutes } from './bundle-sizes.ts';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'frontend', 'dist');
const goal = `≤ ${firstRouteGoalKb} kB gzip`;
const cell = (bytes) => kb(bytes).toFixed(1);

const rows = measureFirstRoutes(distDir);
console.log('\nJavaScript loaded up front per first route (kB = 1,000 bytes; each file compressed on its own)\n');
console.log('| route | files | raw kB | gzip kB | brotli kB | goal |');
console.log('|---|---|---|---|---|---|');
for (const { route, files, rawBytes, gzipBytes, brotliBytes } of rows) {
  const met = kb(gzipBytes) <= firstRouteGoalKb;
  console.log(
    `| ${route} | ${files.length} | ${cell(rawBytes)} | ${cell(gzipBytes)} | ${cell(brotliBytes)} | ${goal} ${met ? '(met)' : '(not met)'} |`,
  );
  recordFigure({
    name: `first-route JavaScript, ${route}`,
    value: Number(cell(gzipBytes)),
    unit: 'kB gzip',
    goal,
    met,
  });
}
