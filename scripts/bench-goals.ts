// The throughput and latency goals of issue 28, and how a bench judges a figure against them (docs/benchmarks.md).

/**
 * A throughput goal is a ratio to the hello-world rate of the same stack measured in the same run on the same machine,
 * and nothing else: machines here differ several-fold from day to day, so no rate from another run or machine enters.
 */
export const goals = {
  /** CrossOff alone, at 20 and at 100 clients. */
  crossOff: { ratio: 0.3, p99Ms: 50 },
  /** The visitor page of a list. */
  visitorPage: { ratio: 0.7, p99Ms: 20 },
} as const;

/** The goal as the report shows it, e.g. "≥ 0.30 × hello-world". */
export const throughputGoalText = (goalRatio: number) => `≥ ${goalRatio.toFixed(2)} × hello-world`;

/**
 * Whether `rate` (per second) reaches `goalRatio` times the hello-world rate of the same run. A run with failed
 * requests, or without a hello-world rate, meets no goal.
 */
export function meetsThroughputGoal(
  run: { rate: number; helloWorldRate: number; failures: number },
  goalRatio: number,
): boolean {
  if (run.failures > 0 || !(run.helloWorldRate > 0)) return false;
  return run.rate / run.helloWorldRate >= goalRatio;
}
