import { allowedTest, checkFeasibility, type Exclusions } from './draw-feasibility.js';

/**
 * Whether a draw with these exclusions keeps its pairs secret (spec 02: the overview warns before drawing). Few
 * valid draws give pairs away: with 3 people only two draws exist, so a giver's own lot tells the whole draw.
 * Participants are 0..n-1, as in `draw-feasibility.ts`.
 */
export interface DrawPrivacy {
  /** Givers whose receiver is the same in every valid draw: the exclusions alone tell it (to the organizer too). */
  forcedGivers: number[];
  /** Some giver can deduce another giver's receiver from their own lot. Decided only when `exact`. */
  deducibleFromOwnLot: boolean;
  /** Up to `PRIVACY_EXACT_MAX` people both are decided exactly; above, only forced pairs are found. */
  exact: boolean;
}

/**
 * Deciding what a giver can deduce takes about n⁴ steps (a matching and its cycles for every possible pair): about
 * 50 ms at 40 people without exclusions on the 2-core machine, done once on the wizard's overview; larger groups get
 * forced pairs only.
 */
export const PRIVACY_EXACT_MAX = 40;

export function drawPrivacy(participants: number, exclusions: Exclusions): DrawPrivacy {
  const feasibility = checkFeasibility(participants, exclusions);
  if (!feasibility.feasible) return { forcedGivers: [], deducibleFromOwnLot: false, exact: true };
  const allowed = allowedTest(participants, exclusions);
  const forced = forcedOf(participants, feasibility.matching, allowed, -1, -1);
  if (participants > PRIVACY_EXACT_MAX) return { forcedGivers: forced, deducibleFromOwnLot: false, exact: false };
  // A table, since the n⁴ steps below ask it millions of times.
  const table = new Uint8Array(participants * participants);
  for (let g = 0; g < participants; g++)
    for (let r = 0; r < participants; r++) table[g * participants + r] = allowed(g, r) ? 1 : 0;
  const allowedInTable = (g: number, r: number) => table[g * participants + r] === 1;
  return {
    forcedGivers: forced,
    deducibleFromOwnLot: deducibleFromOwnLot(participants, feasibility.matching, allowedInTable),
    exact: true,
  };
}

export function privacyAtRisk(privacy: DrawPrivacy): boolean {
  return privacy.forcedGivers.length > 0 || privacy.deducibleFromOwnLot;
}

/**
 * Giver g who drew r learns giver h's pair exactly when h's receiver is forced in the group left once g and r are taken
 * away. So for every pair (g, r) that occurs in some valid draw, the rest's forced givers are found as for the whole
 * group (`forcedOf`), from a matching of the rest made from the whole group's matching by one augmenting path.
 */
function deducibleFromOwnLot(
  n: number,
  matching: readonly number[],
  allowed: (g: number, r: number) => boolean,
): boolean {
  const giverOf = new Int32Array(n);
  matching.forEach((r, g) => {
    giverOf[r] = g;
  });
  for (let g = 0; g < n; g++) {
    for (let r = 0; r < n; r++) {
      if (!allowed(g, r)) continue;
      const rest = matchingWithout(n, matching, giverOf, allowed, g, r);
      if (rest && forcedOf(n, rest, allowed, g, r).length > 0) return true;
    }
  }
  return false;
}

/**
 * A perfect matching of everyone but giver `g` onto everyone but receiver `r` (`rest[g]` is -1), or null when none
 * exists: the whole matching less g's pair, where r's giver h, now without a receiver, takes g's old receiver along
 * an augmenting path (breadth first over the givers).
 */
function matchingWithout(
  n: number,
  matching: readonly number[],
  giverOf: Int32Array,
  allowed: (g: number, r: number) => boolean,
  g: number,
  r: number,
): Int32Array | null {
  const rest = Int32Array.from(matching);
  rest[g] = -1;
  if (matching[g] === r) return rest;
  const free = matching[g]!;
  const start = giverOf[r]!;
  rest[start] = -1;
  const cameFrom = new Int32Array(n).fill(-2); // per receiver: the giver that reached it
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const giver = queue[head]!;
    for (let receiver = 0; receiver < n; receiver++) {
      if (receiver === r || cameFrom[receiver] !== -2 || !allowed(giver, receiver)) continue;
      cameFrom[receiver] = giver;
      if (receiver === free) {
        for (let to = receiver; ;) {
          const from = cameFrom[to]!;
          const previous = rest[from]!;
          rest[from] = to;
          if (from === start) return rest;
          to = previous;
        }
      }
      const next = giverOf[receiver]!;
      if (next !== g && next !== start) queue.push(next);
    }
  }
  return null;
}

/**
 * Givers whose receiver is in every perfect matching. Take one matching M; giver g could hand its receiver over
 * when g may take the receiver of another giver h (g → h) and so on around a cycle back to g. So M[g] is forced
 * exactly when g is on no cycle of that graph: g's strongly connected component is g alone.
 */
export function forcedGivers(n: number, exclusions: Exclusions): number[] {
  const feasibility = checkFeasibility(n, exclusions);
  return feasibility.feasible ? forcedOf(n, feasibility.matching, allowedTest(n, exclusions), -1, -1) : [];
}

/** The forced givers of a matching of everyone but giver `without` onto everyone but receiver `taken` (-1: nobody left out). */
function forcedOf(
  n: number,
  matching: ArrayLike<number>,
  allowed: (g: number, r: number) => boolean,
  without: number,
  taken: number,
): number[] {
  const giverOf = new Int32Array(n);
  for (let g = 0; g < n; g++) if (g !== without) giverOf[matching[g]!] = g;
  const successors = Array.from({ length: n }, (_, g) => {
    const next: number[] = [];
    if (g === without) return next;
    for (let r = 0; r < n; r++) if (r !== matching[g] && r !== taken && allowed(g, r)) next.push(giverOf[r]!);
    return next;
  });
  const componentSize = stronglyConnectedSizes(n, successors);
  return Array.from({ length: n }, (_, g) => g).filter((g) => g !== without && componentSize[g] === 1);
}

/** The size of each node's strongly connected component (Tarjan, iterative: a path can be as long as the group). */
function stronglyConnectedSizes(n: number, successors: number[][]): Int32Array {
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const size = new Int32Array(n);
  const stack: number[] = [];
  let counter = 0;
  for (let root = 0; root < n; root++) {
    if (index[root]! >= 0) continue;
    const work: Array<{ node: number; next: number }> = [{ node: root, next: 0 }];
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const { node } = frame;
      if (frame.next < successors[node]!.length) {
        const to = successors[node]![frame.next++]!;
        if (index[to]! < 0) {
          index[to] = low[to] = counter++;
          stack.push(to);
          onStack[to] = 1;
          work.push({ node: to, next: 0 });
        } else if (onStack[to]) low[node] = Math.min(low[node]!, index[to]!);
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.node;
        low[parent] = Math.min(low[parent]!, low[node]!);
      }
      if (low[node] === index[node]) {
        const members: number[] = [];
        let member: number;
        do {
          member = stack.pop()!;
          onStack[member] = 0;
          members.push(member);
        } while (member !== node);
        for (const m of members) size[m] = members.length;
      }
    }
  }
  return size;
}
