/**
 * Groups products whose EANs overlap (directly or through a chain: A shares an EAN with B, B with C). Answers each
 * product's group key: the smallest EAN of its group, or its own id when it has no EAN.
 */
export function eanGroups(products: Iterable<{ productId: string; eans: readonly string[] }>): Map<string, string> {
  const parent = new Map<string, string>();
  const find = (ean: string): string => {
    let root = ean;
    while (parent.get(root) !== root) root = parent.get(root)!;
    for (let at = ean; at !== root;) {
      const next = parent.get(at)!;
      parent.set(at, root);
      at = next;
    }
    return root;
  };
  const union = (a: string, b: string) => {
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  };
  const list = [...products];
  for (const { eans } of list) {
    for (const ean of eans) if (!parent.has(ean)) parent.set(ean, ean);
    for (const ean of eans.slice(1)) union(eans[0]!, ean);
  }
  return new Map(list.map(({ productId, eans }) => [productId, eans.length ? find(eans[0]!) : productId]));
}
