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
  /** Up to `PRIVACY_EXACT_MAX` people the valid draws are enumerated; above, only forced pairs are found. */
  exact: boolean;
}

/** 9 people without exclusions have 133,496 valid draws: enumerated in some tens of milliseconds. */
export const PRIVACY_EXACT_MAX = 9;

export function drawPrivacy(participants: number, exclusions: Exclusions): DrawPrivacy {
  if (participants > PRIVACY_EXACT_MAX) return { forcedGivers: forcedGivers(participants, exclusions), deducibleFromOwnLot: false, exact: false };
  return enumeratedPrivacy(participants, exclusions);
}

export function privacyAtRisk(privacy: DrawPrivacy): boolean {
  return privacy.forcedGivers.length > 0 || privacy.deducibleFromOwnLot;
}

/**
 * Every valid draw, once: for each giver g drawing r, which receivers each other giver h has in the draws where g
 * draws r (a bit mask per h). When a single receiver is left for some h, g learns h's pair from their own lot.
 */
function enumeratedPrivacy(n: number, exclusions: Exclusions): DrawPrivacy {
  const allowed = allowedTest(n, exclusions);
  const seen = new Int32Array(n * n * n);
  const drawsWith = new Int32Array(n * n);
  const receiverOf = new Int32Array(n);
  const taken = new Uint8Array(n);
  let draws = 0;

  const record = () => {
    draws++;
    for (let g = 0; g < n; g++) {
      const pair = g * n + receiverOf[g]!;
      drawsWith[pair]!++;
      for (let h = 0; h < n; h++) seen[pair * n + h]! |= 1 << receiverOf[h]!;
    }
  };
  const place = (g: number) => {
    if (g === n) return record();
    for (let r = 0; r < n; r++) {
      if (taken[r] || !allowed(g, r)) continue;
      taken[r] = 1;
      receiverOf[g] = r;
      place(g + 1);
      taken[r] = 0;
    }
  };
  place(0);
  if (draws === 0) return { forcedGivers: [], deducibleFromOwnLot: false, exact: true };

  const forced: number[] = [];
  let deducible = false;
  for (let g = 0; g < n; g++) {
    for (let r = 0; r < n; r++) {
      const pair = g * n + r;
      if (drawsWith[pair] === draws) forced.push(g);
      if (drawsWith[pair] === 0) continue;
      for (let h = 0; h < n; h++) if (h !== g && isSingleBit(seen[pair * n + h]!)) deducible = true;
    }
  }
  return { forcedGivers: forced, deducibleFromOwnLot: deducible, exact: true };
}

const isSingleBit = (mask: number) => mask !== 0 && (mask & (mask - 1)) === 0;

/**
 * Givers whose receiver is in every perfect matching. Take one matching M; giver g could hand its receiver over
 * when g may take the receiver of another giver h (g → h) and so on around a cycle back to g. So M[g] is forced
 * exactly when g is on no cycle of that graph: g's strongly connected component is g alone.
 */
export function forcedGivers(n: number, exclusions: Exclusions): number[] {
  const feasibility = checkFeasibility(n, exclusions);
  if (!feasibility.feasible) return [];
  const giverOf = new Int32Array(n);
  feasibility.matching.forEach((r, g) => { giverOf[r] = g; });
  const allowed = allowedTest(n, exclusions);
  const successors = Array.from({ length: n }, (_, g) => {
    const next: number[] = [];
    for (let r = 0; r < n; r++) if (r !== feasibility.matching[g] && allowed(g, r)) next.push(giverOf[r]!);
    return next;
  });
  const componentSize = stronglyConnectedSizes(n, successors);
  return Array.from({ length: n }, (_, g) => g).filter((g) => componentSize[g] === 1);
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
