// node scripts/cpu-profile-summary.mjs <file.cpuprofile> [top] [--last <seconds>]: where a profiled process spent its
// time, by self time. Made for a server profiled under a bench (BENCH_SERVER_ARGS='--cpu-prof --cpu-prof-dir=<folder>',
// bench-support.mjs): the top functions, and the same time summed per package (node_modules) or per file of the
// project. `--last 10` counts only the profile's last 10 seconds (a bench's last load, before the server stopped).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const lastAt = args.indexOf('--last');
const lastSeconds = lastAt === -1 ? Infinity : Number(args.splice(lastAt, 2)[1]);
const [file, top = '25'] = args;
if (!file) throw new Error('usage: node scripts/cpu-profile-summary.mjs <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8'));

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map();
const from = profile.endTime - lastSeconds * 1e6;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from) selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

/** A package under node_modules, a file of the project, or what V8 names without a file ("(garbage collector)"). */
function area(url) {
  if (!url) return null;
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch) return packageMatch[1];
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\//, '').replace(/^.*?\/(backend|projections|contracts)\/dist\//, '$1/');
}

const byFunction = new Map();
const byArea = new Map();
let total = 0;
for (const [id, micros] of selfMicros) {
  const { callFrame } = nodes.get(id);
  const where = area(callFrame.url);
  const name = `${callFrame.functionName || '(anonymous)'}${where ? ` ${where}:${callFrame.lineNumber + 1}` : ''}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  const areaName = where ?? callFrame.functionName;
  byArea.set(areaName, (byArea.get(areaName) ?? 0) + micros);
  total += micros;
}

const busy = total - (byFunction.get('(idle)') ?? 0);
const share = (micros) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %`;
const print = (title, map) => {
  console.log(`\n${title}`);
  [...map]
    .filter(([name]) => name !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(top))
    .forEach(([name, micros]) =>
      console.log(`${share(micros)}  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`),
    );
};
console.log(
  `${(total / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy; the shares are of the busy time ("(program)" is native code V8 does not attribute to a function)`,
);
print('Top functions by self time', byFunction);
print('Self time by package or file', byArea);
