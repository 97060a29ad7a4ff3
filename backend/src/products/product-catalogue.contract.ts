import { randomUUID } from 'node:crypto';
import type { CatalogueProduct, ProductCatalogue } from './product-catalogue.port.js';

/**
 * The behaviour every catalogue adapter must show. Each test uses fresh shop ids and words of its own (a random tag in
 * each title), so a shared server works.
 */
export function productCatalogueContract(name: string, open: () => Promise<ProductCatalogue>) {
  describe(`product catalogue contract: ${name}`, () => {
    let catalogue: ProductCatalogue;
    beforeAll(async () => {
      catalogue = await open();
    });
    afterAll(async () => {
      await catalogue.close();
    });

    it('counts what an import added, updated and removed, and a repeat changes nothing', async () => {
      const shop = fresh('shop');
      const tag = fresh('t');
      const ids = (...offers: string[]) => offers.map((offer) => `${shop}:${offer}`);
      expect(
        await catalogue.replaceShop(shop, [product('1', `Fiets ${tag}`, 100), product('2', `Step ${tag}`, 50)]),
      ).toEqual({ added: 2, updated: 0, removed: 0, changedEans: [], changedProductIds: ids('1', '2') });
      expect(
        await catalogue.replaceShop(shop, [product('1', `Fiets ${tag}`, 90), product('3', `Bal ${tag}`, 5)]),
      ).toEqual({ added: 1, updated: 1, removed: 1, changedEans: [], changedProductIds: ids('1', '2', '3') });
      expect(
        await catalogue.replaceShop(shop, [product('1', `Fiets ${tag}`, 90), product('3', `Bal ${tag}`, 5)]),
      ).toEqual({ added: 0, updated: 0, removed: 0, changedEans: [], changedProductIds: [] });
      expect(await catalogue.byId(`${shop}:1`)).toMatchObject({ shopId: shop, offerId: '1', price: 90 });
      expect(await catalogue.byId(`${shop}:2`)).toBeNull();
    });

    it('finds products whose words start with every word of the term, diacritics folded', async () => {
      const shop = fresh('shop');
      const tag = fresh('t');
      await catalogue.replaceShop(shop, [
        product('a', `Kinderfiets rood ${tag}`, 150, [], 'Een fiets voor kinderen'),
        product('b', `Crème brûlée set ${tag}`, 20),
        product('c', `Racefiets blauw ${tag}`, 900),
      ]);
      const titles = async (term: string) =>
        (await catalogue.search({ term: `${term} ${tag}`, count: 30, offset: 0 })).hits.map(
          (hit) => hit.products[0]!.title,
        );
      expect(await titles('kinderfiets')).toEqual([`Kinderfiets rood ${tag}`]);
      expect(await titles('kinderf')).toEqual([`Kinderfiets rood ${tag}`]);
      expect((await titles('fiets')).sort()).toEqual([`Kinderfiets rood ${tag}`]);
      expect(await titles('creme brulee')).toEqual([`Crème brûlée set ${tag}`]);
      expect(await titles('CRÈME')).toEqual([`Crème brûlée set ${tag}`]);
      expect(await titles('racefiets rood')).toEqual([]);
      expect(await titles('kinderfiets NEAR(')).toEqual([]);
      expect(await catalogue.search({ term: '"*)( -', count: 30, offset: 0 })).toEqual({ hits: [], total: 0 });
    });

    it('filters by price, pages without overlap and counts every match', async () => {
      const shop = fresh('shop');
      const tag = fresh('t');
      await catalogue.replaceShop(
        shop,
        Array.from({ length: 45 }, (_, i) => product(`${i}`, `Puzzel ${tag} ${i}`, i + 1)),
      );
      const first = await catalogue.search({ term: tag, count: 30, offset: 0 });
      const second = await catalogue.search({ term: tag, count: 10, offset: 30 });
      const last = await catalogue.search({ term: tag, count: 10, offset: 40 });
      expect([first.total, second.total, last.total]).toEqual([45, 45, 45]);
      const ids = [...first.hits, ...second.hits, ...last.hits].map((hit) => hit.products[0]!.productId);
      expect(ids).toHaveLength(45);
      expect(new Set(ids).size).toBe(45);
      const cheap = await catalogue.search({ term: tag, count: 30, offset: 0, minPrice: 10, maxPrice: 19.5 });
      expect(cheap.total).toBe(10);
      expect(cheap.hits.map((hit) => hit.products[0]!.price).sort((a, b) => a - b)).toEqual([
        10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
      ]);
      expect(await catalogue.search({ term: tag, count: 10, offset: 100 })).toEqual({ hits: [], total: 45 });
    });

    it('answers a repeated search with what the latest import holds', async () => {
      const shop = fresh('shop');
      const tag = fresh('t');
      await catalogue.replaceShop(shop, [product('1', `Vlieger ${tag}`, 30)]);
      expect(
        (await catalogue.search({ term: tag, count: 30, offset: 0 })).hits.map((hit) => hit.products[0]!.price),
      ).toEqual([30]);
      await catalogue.replaceShop(shop, [product('1', `Vlieger ${tag}`, 25), product('2', `Vlieger ${tag} groot`, 45)]);
      const again = await catalogue.search({ term: tag, count: 30, offset: 0 });
      expect(again.total).toBe(2);
      expect(again.hits.map((hit) => hit.products[0]!.price).sort((a, b) => a - b)).toEqual([25, 45]);
    });

    it('groups products whose EANs overlap across shops, cheapest first, as one hit', async () => {
      const [shopA, shopB, shopC] = [fresh('a'), fresh('b'), fresh('c')];
      const tag = fresh('t');
      const [ean1, ean2, ean3] = freshEans(3) as [string, string, string];
      await catalogue.replaceShop(shopA, [product('x', `Loopfiets ${tag}`, 80, [ean1])]);
      await catalogue.replaceShop(shopB, [product('y', `Loopfiets hout ${tag}`, 70, [ean1, ean2])]);
      await catalogue.replaceShop(shopC, [
        product('z', `Loopfiets ${tag} XL`, 90, [ean2]),
        product('w', `Loopfiets ${tag} anders`, 10, [ean3]),
      ]);
      const { hits, total } = await catalogue.search({ term: `loopfiets ${tag}`, count: 30, offset: 0 });
      expect(total).toBe(2);
      const group = hits.find((hit) => hit.eans.includes(ean1))!;
      expect(group.eans).toEqual([ean1, ean2].sort());
      expect(group.products.map((p) => p.price)).toEqual([70, 80, 90]);
      expect((await catalogue.byEans([ean2])).map((g) => g.products.map((p) => p.shopId))).toEqual([
        [shopB, shopA, shopC],
      ]);
      expect(await catalogue.byEans([ean1, ean2, ean3])).toHaveLength(2);
      await catalogue.replaceShop(shopB, []);
      expect((await catalogue.byEans([ean1, ean2])).map((g) => g.products.length)).toEqual([1, 1]);
    });

    it('names the old and new EANs of every product an import added, changed or removed, and none when nothing changed', async () => {
      const shop = fresh('shop');
      const tag = fresh('t');
      const [kept, repriced, gone, added, before, after] = freshEans(6) as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      await catalogue.replaceShop(shop, [
        product('1', tag, 10, [kept]),
        product('2', tag, 20, [repriced]),
        product('3', tag, 30, [gone]),
        product('4', tag, 40, [before]),
      ]);
      const next = [
        product('1', tag, 10, [kept]),
        product('2', tag, 19, [repriced]),
        product('4', tag, 40, [after]),
        product('5', tag, 50, [added]),
      ];
      expect((await catalogue.replaceShop(shop, next)).changedEans).toEqual(
        [repriced, gone, added, before, after].sort(),
      );
      expect((await catalogue.replaceShop(shop, next)).changedEans).toEqual([]);
    });

    it('names the products without EAN an import added, changed or removed, also one that lost or gained its EANs (issue 27)', async () => {
      const shop = fresh('shop');
      const tag = fresh('t');
      const [ean] = freshEans(1) as [string];
      await catalogue.replaceShop(shop, [
        product('1', tag, 10),
        product('2', tag, 20),
        product('3', tag, 30),
        product('4', tag, 40, [ean]),
      ]);
      const changed = await catalogue.replaceShop(shop, [
        product('1', tag, 10),
        product('2', tag, 25),
        product('4', tag, 40),
        product('5', tag, 50),
      ]);
      expect(changed).toMatchObject({
        changedEans: [ean],
        changedProductIds: ['2', '3', '4', '5'].map((offer) => `${shop}:${offer}`),
      });
    });

    it('answers no group for an EAN nobody offers', async () => {
      expect(await catalogue.byEans(freshEans(1))).toEqual([]);
    });
  });
}

const fresh = (prefix: string) => `${prefix}${randomUUID().replace(/-/g, '').slice(0, 10)}`;

function product(
  offerId: string,
  title: string,
  price: number,
  eans: string[] = [],
  description = '',
): CatalogueProduct {
  return {
    offerId,
    title,
    description,
    url: `https://winkel.example/p/${offerId}`,
    imageUrl: null,
    price,
    eans,
    brand: null,
  };
}

/** Random valid EAN-13s. */
export function freshEans(count: number): string[] {
  return Array.from({ length: count }, () => {
    const body = `2${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
    const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
    return `${body}${(10 - (sum % 10)) % 10}`;
  });
}
