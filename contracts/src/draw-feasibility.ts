/** A uniform integer in [0, maxExclusive). Injectable so tests can use a seeded source. */
export type RandomInt = (maxExclusive: number) => number;

/** 0..n-1 in uniformly random order (Fisher–Yates). */
export function randomOrder(n: number, random: RandomInt): Int32Array {
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = random(i + 1);
    const held = order[i]!;
    order[i] = order[j]!;
    order[j] = held;
  }
  return order;
}

/** Giver → the receivers that giver must not draw. Participants are 0..n-1; nobody draws themselves either. */
export type Exclusions = ReadonlyMap<number, ReadonlySet<number>>;

/** Hall's condition broken: these givers may together draw only `receivers`, fewer people than they are. */
export interface HallViolation {
  givers: number[];
  receivers: number[];
}

/** `matching[giver]` is the receiver of one valid assignment. */
export type Feasibility = { feasible: true; matching: number[] } | { feasible: false; violation: HallViolation };

export function allowedTest(
  participants: number,
  exclusions: Exclusions,
): (giver: number, receiver: number) => boolean {
  const excluded = Array.from({ length: participants }, (_, g) => exclusions.get(g));
  return (giver, receiver) => giver !== receiver && !(excluded[giver]?.has(receiver) ?? false);
}

/**
 * Decides exactly whether everyone can draw someone allowed: a perfect matching giver → receiver, found with
 * Hopcroft–Karp (O(E·√V)). With `random`, receivers are tried in a random order, so the matching found is a random
 * one (not a uniform one).
 */
export function checkFeasibility(participants: number, exclusions: Exclusions, random?: RandomInt): Feasibility {
  const n = participants;
  const order = random ? randomOrder(n, random) : Int32Array.from({ length: n }, (_, i) => i);
  const { first, receivers } = allowedLists(n, exclusions, order);
  const receiverOf = new Int32Array(n).fill(-1);
  const giverOf = new Int32Array(n).fill(-1);

  for (let g = 0; g < n; g++) {
    for (let i = first[g]!; i < first[g + 1]!; i++) {
      const r = receivers[i]!;
      if (giverOf[r]! < 0) {
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
      for (let i = first[g]!; i < first[g + 1]!; i++) {
        const h = giverOf[receivers[i]!]!;
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
      if (next[g] === first[g + 1]) {
        layer[g] = -1;
        depth--;
        continue;
      }
      const h = giverOf[receivers[next[g]!]!]!;
      if (h < 0) {
        for (let d = depth; d >= 0; d--) {
          const gd = stack[d]!;
          const rd = receivers[next[gd]!]!;
          receiverOf[gd] = rd;
          giverOf[rd] = gd;
        }
        return;
      }
      if (layer[h] === layer[g]! + 1) stack[++depth] = h;
      else next[g]!++;
    }
  };

  while (buildLayers()) {
    next.set(first.subarray(0, n));
    for (let g = 0; g < n; g++) if (receiverOf[g]! < 0) augment(g);
  }

  const unmatched = receiverOf.indexOf(-1);
  if (unmatched < 0) return { feasible: true, matching: Array.from(receiverOf) };
  return { feasible: false, violation: hallViolation(n, unmatched, first, receivers, giverOf) };
}

/**
 * Each giver's allowed receivers, packed: giver g's are `receivers[first[g]..first[g + 1])`, in `order` from the
 * giver's own place in it, so that givers' first tries seldom collide.
 */
export function allowedLists(
  n: number,
  exclusions: Exclusions,
  order: Int32Array,
): { first: Int32Array; receivers: Int32Array } {
  const first = new Int32Array(n + 1);
  for (let g = 0; g < n; g++) {
    let excluded = 1;
    for (const r of exclusions.get(g) ?? []) if (r !== g && r >= 0 && r < n) excluded++;
    first[g + 1] = first[g]! + n - excluded;
  }
  const receivers = new Int32Array(first[n]!);
  const blocked = new Uint8Array(n);
  for (let g = 0; g < n; g++) {
    const excluded = exclusions.get(g) ?? [];
    for (const r of excluded) if (r >= 0 && r < n) blocked[r] = 1;
    blocked[g] = 1;
    let i = first[g]!;
    for (let k = 0; k < n; k++) {
      const r = order[(g + k) % n]!;
      if (!blocked[r]) receivers[i++] = r;
    }
    for (const r of excluded) if (r >= 0 && r < n) blocked[r] = 0;
    blocked[g] = 0;
  }
  return { first, receivers };
}

/**
 * In a maximum matching, the givers reachable from an unmatched giver along alternating paths can together draw
 * only the receivers reached, all matched to those givers but the unmatched one: one receiver fewer than givers.
 */
function hallViolation(
  n: number,
  unmatched: number,
  first: Int32Array,
  allowed: Int32Array,
  giverOf: Int32Array,
): HallViolation {
  const seenGiver = new Uint8Array(n);
  const seenReceiver = new Uint8Array(n);
  const givers = [unmatched];
  const receivers: number[] = [];
  seenGiver[unmatched] = 1;
  for (let k = 0; k < givers.length; k++) {
    const g = givers[k]!;
    for (let i = first[g]!; i < first[g + 1]!; i++) {
      const r = allowed[i]!;
      if (seenReceiver[r]) continue;
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
