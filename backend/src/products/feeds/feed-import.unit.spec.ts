import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { productFeeds } from '../../platform/config/config.js';
import { SqliteProductCatalogue } from '../sqlite-product-catalogue.js';
import { feedLines } from './feed-formats.js';
import { ean13Of, euros, productsOf } from './feed-lines.js';
import { importFeed, shopIdOf } from './import-feed.js';

const xmlFeed = `<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0">
  <channel>
    <title>Speelgoedwinkel</title>
    <link>https://speelgoedwinkel.example</link>
    <item>
      <g:id>SP-1</g:id><g:title>Houten treinset met 40 delen</g:title><g:description>Rails &amp; bruggen</g:description>
      <g:link>https://speelgoedwinkel.example/treinset</g:link><g:image_link>https://speelgoedwinkel.example/treinset.jpg</g:image_link>
      <g:price>39.99 EUR</g:price><g:gtin>5412345678908</g:gtin><g:brand>Houtwerk</g:brand><g:availability>in_stock</g:availability>
    </item>
    <item>
      <g:id>SP-2</g:id><title>Knuffelbeer Bruin</title><link>https://speelgoedwinkel.example/beer</link>
      <g:price>12,50 EUR</g:price><g:gtin>036000291452</g:gtin><g:gtin>5412345678908</g:gtin>
    </item>
    <item><g:id>SP-3</g:id><g:title>Bal</g:title><g:link>https://speelgoedwinkel.example/bal</g:link><g:price>gratis</g:price></item>
    <item><g:id>SP-4</g:id><g:title>Pop</g:title><g:link>javascript:alert(1)</g:link><g:price>9.99 EUR</g:price></item>
    <item><g:id>SP-5</g:id><g:title>Blokken</g:title><g:link>https://speelgoedwinkel.example/blokken</g:link><g:price>9.99 EUR</g:price><g:gtin>5412345678901</g:gtin></item>
    <item><g:id>SP-6</g:id><g:title>Kassa</g:title><g:link>https://speelgoedwinkel.example/kassa</g:link><g:price>19.99 EUR</g:price><g:availability>out_of_stock</g:availability></item>
    <item><g:id>SP-7</g:id><g:title>Vlieger</g:title><g:link>https://speelgoedwinkel.example/vlieger</g:link><g:price>19.99 USD</g:price></item>
  </channel>
</rss>`;

const tsvFeed = [
  'id\ttitle\tdescription\tlink\timage_link\tprice\tgtin\tbrand\tavailability',
  'B-1\tDe avonturen van Kapitein Zeebeer\tEen voorleesboek "voor het slapengaan"\thttps://boekenhuis.example/zeebeer\thttps://boekenhuis.example/zeebeer.jpg\t17.95 EUR\t9789012345675\tUitgeverij Duin\tin stock',
  'B-2\tKookboek Vlaamse stoofpotten\t\thttps://boekenhuis.example/stoofpot\t\t24.99 EUR\t\t\tin_stock',
  'B-3\tAtlas\t\tftp://boekenhuis.example/atlas\t\t30.00 EUR\t\t\tin_stock',
  'B-1\tDubbel\t\thttps://boekenhuis.example/dubbel\t\t5.00 EUR\t\t\tin_stock',
].join('\n');

describe('feed lines', () => {
  it('reads the RSS 2.0 feed with the g: namespace, also plain RSS title and link, and skips bad lines with their reason', () => {
    const { products, skipped } = productsOf(feedLines(xmlFeed));
    expect(products).toEqual([
      {
        offerId: 'SP-1',
        title: 'Houten treinset met 40 delen',
        description: 'Rails & bruggen',
        url: 'https://speelgoedwinkel.example/treinset',
        imageUrl: 'https://speelgoedwinkel.example/treinset.jpg',
        price: 39.99,
        eans: ['5412345678908'],
        brand: 'Houtwerk',
      },
      {
        offerId: 'SP-2',
        title: 'Knuffelbeer Bruin',
        description: '',
        url: 'https://speelgoedwinkel.example/beer',
        imageUrl: null,
        price: 12.5,
        eans: ['0036000291452', '5412345678908'],
        brand: null,
      },
    ]);
    expect(skipped).toEqual({ badPrice: 2, badUrl: 1, badGtin: 1, notInStock: 1 });
  });

  it('reads the tab-separated feed by its header row, quotes inside a value included', () => {
    const { products, skipped } = productsOf(feedLines(tsvFeed));
    expect(products.map((p) => [p.offerId, p.title, p.price, p.eans])).toEqual([
      ['B-1', 'De avonturen van Kapitein Zeebeer', 17.95, ['9789012345675']],
      ['B-2', 'Kookboek Vlaamse stoofpotten', 24.99, []],
    ]);
    expect(products[0]!.description).toBe('Een voorleesboek "voor het slapengaan"');
    expect(skipped).toEqual({ badUrl: 1, duplicateId: 1 });
  });

  it('refuses a document that is no product feed', () => {
    expect(() => feedLines('<html><body>Niet gevonden</body></html>')).toThrow('Not a product feed');
  });

  it('reads prices only in euros and GTINs only with a valid check digit', () => {
    expect([
      euros('12.99 EUR'),
      euros('12 EUR'),
      euros('12,5 eur'),
      euros('12.999 EUR'),
      euros('-1 EUR'),
      euros('12.99'),
      euros('2000000 EUR'),
    ]).toEqual([12.99, 12, 12.5, null, null, null, null]);
    expect([
      ean13Of('5412345678908'),
      ean13Of('036000291452'),
      ean13Of('96385074'),
      ean13Of('15412345678905'),
      ean13Of('5412345678901'),
      ean13Of('54123'),
    ]).toEqual(['5412345678908', '0036000291452', '0000096385074', null, null, null]);
  });
});

describe('importing a feed', () => {
  it('imports a gzipped file into the catalogue and counts added, updated, removed and skipped', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'feed-'));
    const catalogue = new SqliteProductCatalogue(join(folder, 'catalogue.db'));
    writeFileSync(join(folder, 'boekenhuis.tsv.gz'), gzipSync(tsvFeed));
    expect(shopIdOf(join(folder, 'boekenhuis.tsv.gz'))).toBe('boekenhuis');
    expect(await importFeed(catalogue, 'boekenhuis', join(folder, 'boekenhuis.tsv.gz'))).toEqual({
      shopId: 'boekenhuis',
      added: 2,
      updated: 0,
      removed: 0,
      skipped: 2,
      skippedBecause: { badUrl: 1, duplicateId: 1 },
      changedEans: ['9789012345675'],
      changedProductIds: ['boekenhuis:B-2'],
    });
    writeFileSync(
      join(folder, 'boekenhuis.tsv'),
      tsvFeed.split('\n').slice(0, 2).join('\n').replace('17.95 EUR', '15.95 EUR'),
    );
    expect(await importFeed(catalogue, 'boekenhuis', join(folder, 'boekenhuis.tsv'))).toMatchObject({
      added: 0,
      updated: 1,
      removed: 1,
      skipped: 0,
    });
    expect((await catalogue.search({ term: 'zeebeer', count: 10, offset: 0 })).hits[0]!.products[0]!.price).toBe(15.95);
    await expect(importFeed(catalogue, 'boekenhuis', join(folder, 'missing.xml'))).rejects.toThrow();
    expect(await catalogue.count()).toBe(1);
    await catalogue.close();
  });
});

describe('PRODUCT_FEEDS', () => {
  it('reads a comma list of shopId=url-or-path and stops the start on a bad entry', () => {
    expect(productFeeds(' boeken=https://boekenhuis.example/feed.xml , speelgoed=/srv/feeds/speelgoed.tsv.gz')).toEqual(
      [
        { shopId: 'boeken', source: 'https://boekenhuis.example/feed.xml' },
        { shopId: 'speelgoed', source: '/srv/feeds/speelgoed.tsv.gz' },
      ],
    );
    expect(productFeeds(undefined)).toEqual([]);
    for (const bad of [
      'boeken',
      'Boeken=x.xml',
      'a:b=x.xml',
      'boeken=',
      'boeken=file:///etc/passwd',
      'boeken=a.xml,boeken=b.xml',
    ]) {
      expect(() => productFeeds(bad)).toThrow('PRODUCT_FEEDS');
    }
  });
});
