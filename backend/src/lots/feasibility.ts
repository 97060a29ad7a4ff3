import { type RandomInt, randomOrder } from './random.js';

/** Giver → the receivers that giver must not draw. Participants are 0..n-1; nobody draws themselves either. */
export type Exclusions = ReadonlyMap<number, ReadonlySet<number>>;

/** Hall's condition broken: these givers may together draw only `receivers`, fewer people than they are. */
export interface HallViolation {
  givers: number[];
  receivers: number[];
}

/** `matching[giver]` is the receiver of one valid assignment. */
export type Feasibility = { feasible: true; matching: number[] } | { feasible: false; violation: HallViolation };

export function allowedTest(exclusions: Exclusions): (giver: number, receiver: number) => boolean {
  return (giver, receiver) => giver !== receiver && !(exclusions.get(giver)?.has(receiver) ?? false);
}

/**
 * Decides exactly whether everyone can draw someone allowed: a perfect matching giver → receiver, found with
 * Hopcroft–Karp (O(E·√V)). The edges are implicit (everyone except oneself and one's exclusions), so a dense group
 * costs no adjacency lists. With `random`, receivers are tried in a random order, so the matching found is a
 * random one (not a uniform one).
 */
export function checkFeasibility(participants: number, exclusions: Exclusions, random?: RandomInt): Feasibility {
  const n = participants;
  const allowed = allowedTest(exclusions);
  const order = random ? randomOrder(n, random) : Int32Array.from({ length: n }, (_, i) => i);
  // Giver g tries receivers starting at its own place in `order`, so that first tries seldom collide.
  const candidate = (g: number, k: number) => order[(g + k) % n]!;
  const receiverOf = new Int32Array(n).fill(-1);
  const giverOf = new Int32Array(n).fill(-1);

  for (let g = 0; g < n; g++) {
    for (let k = 0; k < n; k++) {
      const r = candidate(g, k);
      if (giverOf[r]! < 0 && allowed(g, r)) {
        receiverOf[g] = r;
        giverOf[r] = g;
        break;
      }
    }
  }

  const layer = new Int32Array(n);
  const next = new Int32Array(n);
  const queue = new Int32Array(n);
  const stack = new Int32Array(n);

  /** Breadth-first layers from the unmatched givers; false when no augmenting path is left. */
  const buildLayers = (): boolean => {
    let head = 0;
    let tail = 0;
    for (let g = 0; g < n; g++) {
      layer[g] = receiverOf[g]! < 0 ? 0 : -1;
      if (layer[g] === 0) queue[tail++] = g;
    }
    let freeLayer = -1;
    while (head < tail) {
      const g = queue[head++]!;
      if (freeLayer >= 0 && layer[g]! >= freeLayer) break;
      for (let r = 0; r < n; r++) {
        if (!allowed(g, r)) continue;
        const h = giverOf[r]!;
        if (h < 0) freeLayer = layer[g]!;
        else if (layer[h]! < 0) {
          layer[h] = layer[g]! + 1;
          queue[tail++] = h;
        }
      }
    }
    return freeLayer >= 0;
  };

  /** Depth-first along the layers (iterative: a path can be as long as the group). */
  const augment = (root: number): void => {
    let depth = 0;
    stack[0] = root;
    while (depth >= 0) {
      const g = stack[depth]!;
      if (next[g] === n) {
        layer[g] = -1;
        depth--;
        continue;
      }
      const r = candidate(g, next[g]!);
      const h = giverOf[r]!;
      if (!allowed(g, r)) next[g]!++;
      else if (h < 0) {
        for (let d = depth; d >= 0; d--) {
          const gd = stack[d]!;
          const rd = candidate(gd, next[gd]!);
          receiverOf[gd] = rd;
          giverOf[rd] = gd;
        }
        return;
      } else if (layer[h] === layer[g]! + 1) stack[++depth] = h;
      else next[g]!++;
    }
  };

  while (buildLayers()) {
    next.fill(0);
    for (let g = 0; g < n; g++) if (receiverOf[g]! < 0) augment(g);
  }

  const unmatched = receiverOf.indexOf(-1);
  if (unmatched < 0) return { feasible: true, matching: Array.from(receiverOf) };
  return { feasible: false, violation: hallViolation(n, unmatched, allowed, giverOf) };
}

/**
 * In a maximum matching, the givers reachable from an unmatched giver along alternating paths can together draw
 * only the receivers reached, all matched to those givers but the unmatched one: one receiver fewer than givers.
 */
function hallViolation(n: number, unmatched: number, allowed: (g: number, r: number) => boolean, giverOf: Int32Array): HallViolation {
  const seenGiver = new Uint8Array(n);
  const seenReceiver = new Uint8Array(n);
  const givers = [unmatched];
  const receivers: number[] = [];
  seenGiver[unmatched] = 1;
  for (let i = 0; i < givers.length; i++) {
    const g = givers[i]!;
    for (let r = 0; r < n; r++) {
      if (seenReceiver[r] || !allowed(g, r)) continue;
      seenReceiver[r] = 1;
      receivers.push(r);
      const h = giverOf[r]!;
      if (!seenGiver[h]) {
        seenGiver[h] = 1;
        givers.push(h);
      }
    }
  }
  const ascending = (a: number, b: number) => a - b;
  return { givers: givers.sort(ascending), receivers: receivers.sort(ascending) };
}
