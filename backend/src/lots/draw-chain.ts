import { allowedLists, type Exclusions, type RandomInt } from '@wl/contracts';

/** The chain's length in proposals per n·ln n, chosen from the measurements in docs/lots.md. */
const PROPOSALS_PER_N_LOG_N = 8;

export function chainLength(n: number): number {
  return n < 2 ? 0 : Math.ceil(PROPOSALS_PER_N_LOG_N * n * Math.log(n));
}

/**
 * Metropolis–Hastings chain on the valid assignments (perfect matchings giver → receiver), started from a valid one.
 * Two valid assignments differ by disjoint alternating cycles (each giver of a cycle takes the receiver of the next),
 * and each proposal flips one such cycle, so every valid assignment can be reached from every other.
 *
 * A proposal picks a giver g0, whose receiver t becomes free, and walks: g0 takes another receiver it may draw, whose
 * giver then needs another one, and so on, until a giver takes t (the cycle closes). A giver who may draw t takes it
 * with chance ½ (1 when it may draw nothing else new); otherwise every giver picks uniformly among the receivers it
 * may draw other than its own and t. A walk that takes a receiver already taken on the path, or reaches a giver with
 * nothing to pick, is refused. The reverse proposal (from the new assignment, starting at the last giver of the
 * cycle, which holds t) walks the same givers backwards with the same chances, except at both ends, so the
 * Metropolis–Hastings ratio q(back) / q(forth) only depends on the first and last givers' numbers of allowed
 * receivers (see `acceptance`): with that acceptance the stationary distribution is uniform. Half the proposals keep
 * the assignment as it is, which makes the chain aperiodic (else a group with exactly two draws would alternate).
 *
 * The chain runs a fixed number of proposals, refused ones included: stopping after a number of accepted ones would
 * favour assignments with many valid moves. Each proposal walks at most n steps. `proposals` is for measuring.
 */
export function sampleByMarkovChain(
  start: readonly number[],
  exclusions: Exclusions,
  random: RandomInt,
  proposals = chainLength(start.length),
): number[] {
  const n = start.length;
  const { first, receivers } = allowedLists(
    n,
    exclusions,
    Int32Array.from({ length: n }, (_, i) => i),
  );
  // Where receiver r is in giver g's list (n² numbers: 4 MB at 1,000 people), −1 when g may not draw r.
  const listIndex = new Int32Array(n * n).fill(-1);
  for (let g = 0; g < n; g++) for (let i = first[g]!; i < first[g + 1]!; i++) listIndex[g * n + receivers[i]!] = i;
  const indexOf = (g: number, r: number) => listIndex[g * n + r]!;
  const receiverOf = Int32Array.from(start);
  const giverOf = new Int32Array(n);
  for (let g = 0; g < n; g++) giverOf[receiverOf[g]!] = g;
  const onPathOf = new Int32Array(n);
  const pathGivers = new Int32Array(n);
  const pathReceivers = new Int32Array(n);

  const degree = (g: number) => first[g + 1]! - first[g]!;
  /** A uniform choice among `count`, without spending a random number on a forced one (long rings force most). */
  const pick = (count: number) => (count === 1 ? 0 : random(count));
  /** The `choice`-th of g's allowed receivers, not counting those at list indexes `skip` and `skipToo` (−1: none). */
  const receiverSkipping = (g: number, choice: number, skip: number, skipToo: number): number => {
    let index = first[g]! + choice;
    const low = skip < skipToo ? skip : skipToo;
    const high = skip < skipToo ? skipToo : skip;
    if (low >= 0 && index >= low) index++;
    if (high >= 0 && index >= high) index++;
    return receivers[index]!;
  };

  const propose = (proposal: number): void => {
    const g0 = random(2 * n);
    if (g0 >= n) return;
    const target = receiverOf[g0]!;
    const firstDegree = degree(g0);
    if (firstDegree < 2) return;
    onPathOf[g0] = proposal;
    let giver = g0;
    let receiver = receiverSkipping(g0, pick(firstDegree - 1), indexOf(g0, target), -1);
    let length = 0;
    for (;;) {
      pathGivers[length] = giver;
      pathReceivers[length++] = receiver;
      giver = giverOf[receiver]!;
      if (onPathOf[giver] === proposal) return;
      onPathOf[giver] = proposal;
      const ownIndex = indexOf(giver, receiverOf[giver]!);
      const targetIndex = indexOf(giver, target);
      const others = degree(giver) - (targetIndex >= 0 ? 2 : 1);
      let choice: number;
      if (targetIndex < 0) {
        if (others === 0) return;
        choice = pick(others);
      } else {
        if (others === 0) break;
        // One random number for both: below `others` a receiver, the other half closes the cycle.
        choice = random(2 * others);
        if (choice >= others) break;
      }
      receiver = receiverSkipping(giver, choice, ownIndex, targetIndex);
    }
    pathGivers[length] = giver;
    pathReceivers[length++] = target;
    const [back, forth] = acceptance(firstDegree, degree(giver));
    if (back < forth && random(forth) >= back) return;
    for (let i = 0; i < length; i++) {
      receiverOf[pathGivers[i]!] = pathReceivers[i]!;
      giverOf[pathReceivers[i]!] = pathGivers[i]!;
    }
  };

  for (let proposal = 1; proposal <= proposals; proposal++) propose(proposal);
  return Array.from(receiverOf);
}

/**
 * Acceptance chance back / forth of a closed walk from g0 (`firstDegree` allowed receivers) to the giver who took
 * t (`lastDegree`). Forth: g0 picks 1 of firstDegree − 1, the last giver closes with chance c(lastDegree). Back: the
 * last giver picks 1 of lastDegree − 1, g0 closes with chance c(firstDegree). c(d) is ½, or 1 when d = 2 (nothing
 * but its own and t). Both sides are doubled to stay integers.
 */
function acceptance(firstDegree: number, lastDegree: number): [back: number, forth: number] {
  const doubledClosing = (d: number) => (d > 2 ? 1 : 2);
  return [doubledClosing(firstDegree) * (firstDegree - 1), doubledClosing(lastDegree) * (lastDegree - 1)];
}
