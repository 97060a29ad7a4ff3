// CPU time of groups of processes over a measured window, from /proc (Linux), as shares of all the machine's cores:
// how the scale bench splits the cores between the server processes, PostgreSQL, the load tool and everything else.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces): [0] is the state, [1] the parent. */
function statFields(pid: number | string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone
  }
}

/**
 * A process's CPU time in ticks: its own (user + system) and that of its children it has waited for. So a parent's
 * figure keeps the time of children that ended during the window (PostgreSQL's connection processes).
 */
function ticks(pid: number): number {
  const fields = statFields(pid);
  return fields ? [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) : 0;
}

/** A process's CPU time so far in milliseconds, as `ticks` counts it (0 once it is gone). */
export function cpuMs(pid: number): number {
  return (ticks(pid) * 1000) / TICKS_PER_SECOND;
}

/** A process and its children still running (a PostgreSQL server: the postmaster and every backend it forked). */
export function withChildren(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && statFields(entry)?.[1] === String(pid))
    .map(Number);
  return [pid, ...children];
}

/** Busy ticks of the whole machine: every core's time except idle and waiting for I/O. */
function machineTicks(): number {
  const [, user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .map(Number);
  return user + nice + system + irq + softirq + steal;
}

export interface ProcessGroup {
  name: string;
  pids: () => number[];
}

export interface CpuSplit {
  /** Each group's share of all cores over the window, in percent. */
  shares: { name: string; percent: number }[];
  /** The rest of the machine's busy time, in percent of all cores. */
  other: number;
  /** The window's length. */
  seconds: number;
}

/**
 * Starts a window over `groups` ({ name, pids: () => number[] }, asked at the start and at the end). `end()` gives each
 * group's share of all cores over the window in percent (2 cores fully busy for the window: 100 %), and `other`: the
 * rest of the machine's busy time (other work on a shared machine).
 */
export function cpuWindow(groups: ProcessGroup[]): { end: () => CpuSplit } {
  const sample = () => groups.map((group) => group.pids().reduce((sum, pid) => sum + ticks(pid), 0));
  const startedAt = performance.now();
  const machineAtStart = machineTicks();
  const atStart = sample();
  return {
    end() {
      const atEnd = sample();
      const seconds = (performance.now() - startedAt) / 1000;
      const capacity = TICKS_PER_SECOND * cpus().length * seconds;
      const percent = (t: number) => Math.max(0, (100 * t) / capacity);
      const shares = groups.map((group, i) => ({ name: group.name, percent: percent(atEnd[i]! - atStart[i]!) }));
      const ours = atEnd.reduce((sum, t, i) => sum + t - atStart[i]!, 0);
      return { shares, other: percent(machineTicks() - machineAtStart - ours), seconds };
    },
  };
}

/**
 * "backends 61 %, PostgreSQL 18 %, ..., other work on the machine 4 %"; given how many answers the window had, each group
 * also with its CPU time per answer: "backends 61 % (2.10 ms per answer)".
 */
export function cpuSplitText({ shares, other, seconds }: CpuSplit, answers?: number): string {
  const perAnswer = (percent: number) =>
    answers ? ` (${(((percent / 100) * cpus().length * seconds * 1000) / answers).toFixed(2)} ms per answer)` : '';
  return [
    ...shares.map(({ name, percent }) => `${name} ${percent.toFixed(0)} %${perAnswer(percent)}`),
    `other work on the machine ${other.toFixed(0)} %`,
  ].join(', ');
}
