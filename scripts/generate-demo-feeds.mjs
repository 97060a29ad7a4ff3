// node scripts/generate-demo-feeds.mjs: writes the demo product feeds in demo-data/feeds/ (DEMO DATA, see its README).
// Invented shops on .example domains, Dutch product titles per category, valid EAN-13s, and about 30 % of the products
// offered by 2 to 4 shops at different prices, so price comparison has something to compare. A fixed seed makes every
// run write the same files.
import { fakerNL_BE as faker } from '@faker-js/faker';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

faker.seed(20261123);
const OUT = join(import.meta.dirname, '..', 'demo-data', 'feeds');
const PRODUCTS = 16_000;
const SHARED_SHARE = 0.3;

/** Per category: product kinds (title word, what the description calls it, price range in EUR) and variants. */
const categories = {
  speelgoed: {
    kinds: [
      ['Houten treinset', 'speelgoedtrein', 20, 80],
      ['Knuffelbeer', 'knuffel', 8, 35],
      ['Poppenhuis', 'poppenhuis', 40, 150],
      ['Bouwblokken', 'bouwspeelgoed', 10, 60],
      ['Puzzel', 'puzzel', 6, 30],
      ['Speelgoedauto', 'speelgoedauto', 5, 40],
      ['Gezelschapsspel', 'spel', 15, 50],
      ['Keukentje', 'speelkeuken', 50, 180],
      ['Knikkerbaan', 'knikkerbaan', 25, 90],
      ['Pop', 'pop', 10, 45],
      ['Dinosaurusfiguur', 'speelfiguur', 5, 25],
      ['Kinderkassa', 'speelgoedkassa', 15, 40],
    ],
    variants: [
      'vanaf 3 jaar',
      'vanaf 6 jaar',
      '100 stukjes',
      '500 stukjes',
      'met geluid',
      'XL',
      'mini',
      'set van 3',
      'van hout',
    ],
  },
  boeken: {
    kinds: [
      ['Prentenboek', 'boek', 10, 22],
      ['Kookboek', 'boek', 20, 45],
      ['Roman', 'boek', 15, 28],
      ['Thriller', 'boek', 15, 27],
      ['Stripboek', 'strip', 6, 18],
      ['Reisgids', 'boek', 18, 32],
      ['Voorleesboek', 'boek', 12, 25],
      ['Kinderboek', 'boek', 10, 20],
      ['Dichtbundel', 'boek', 15, 25],
      ['Atlas', 'boek', 25, 60],
    ],
    variants: [
      'paperback',
      'hardcover',
      'gebonden',
      'e-book',
      'luisterboek',
      'grote letter',
      'geïllustreerd',
      'tweede druk',
    ],
  },
  fietsen: {
    kinds: [
      ['Kinderfiets', 'fiets', 120, 350],
      ['Stadsfiets', 'fiets', 350, 900],
      ['Elektrische fiets', 'fiets', 1200, 3500],
      ['Mountainbike', 'fiets', 400, 1800],
      ['Loopfiets', 'fiets', 40, 120],
      ['Racefiets', 'fiets', 700, 3000],
      ['Bakfiets', 'fiets', 1500, 4000],
      ['Fietshelm', 'fietsaccessoire', 25, 120],
      ['Fietsslot', 'fietsaccessoire', 15, 90],
      ['Fietsmand', 'fietsaccessoire', 15, 50],
      ['Fietstas', 'fietsaccessoire', 25, 110],
      ['Fietsbel', 'fietsaccessoire', 4, 20],
    ],
    variants: ['16 inch', '20 inch', '24 inch', '26 inch', '28 inch', 'dames', 'heren', 'unisex', 'met versnellingen'],
  },
  keuken: {
    kinds: [
      ['Koekenpan', 'pan', 20, 90],
      ['Kookpottenset', 'pannenset', 60, 250],
      ['Waterkoker', 'waterkoker', 20, 90],
      ['Koffiezetapparaat', 'koffiemachine', 40, 400],
      ['Broodrooster', 'broodrooster', 20, 80],
      ['Messenset', 'messen', 30, 200],
      ['Snijplank', 'snijplank', 10, 45],
      ['Mixer', 'mixer', 30, 150],
      ['Theepot', 'theepot', 15, 60],
      ['Wafelijzer', 'wafelijzer', 30, 120],
      ['Ovenschaal', 'ovenschaal', 12, 50],
      ['Slakom', 'kom', 10, 40],
    ],
    variants: [
      '24 cm',
      '28 cm',
      '1,7 liter',
      'roestvrij staal',
      'inductie',
      'set van 4',
      'met deksel',
      'van bamboe',
      'keramiek',
    ],
  },
  elektronica: {
    kinds: [
      ['Draadloze koptelefoon', 'koptelefoon', 40, 350],
      ['Bluetooth speaker', 'speaker', 25, 250],
      ['Smartwatch', 'horloge', 60, 450],
      ['Tablet', 'tablet', 150, 900],
      ['E-reader', 'e-reader', 90, 250],
      ['Oordopjes', 'oordopjes', 20, 250],
      ['Powerbank', 'powerbank', 15, 60],
      ['Digitale camera', 'camera', 150, 1200],
      ['Spelcomputer', 'spelcomputer', 250, 550],
      ['Wekkerradio', 'radio', 20, 80],
      ['Elektrische tandenborstel', 'tandenborstel', 25, 150],
    ],
    variants: [
      'zwart',
      'wit',
      '64 GB',
      '128 GB',
      'met ruisonderdrukking',
      'waterdicht',
      'tweede generatie',
      'Pro',
      'Lite',
    ],
  },
  tuin: {
    kinds: [
      ['Tuinset', 'tuinmeubel', 150, 900],
      ['Barbecue', 'barbecue', 50, 800],
      ['Plantenbak', 'bloembak', 15, 90],
      ['Tuinslang', 'tuinslang', 15, 60],
      ['Grasmaaier', 'grasmaaier', 120, 600],
      ['Snoeischaar', 'tuingereedschap', 12, 60],
      ['Vogelhuisje', 'vogelhuis', 10, 45],
      ['Hangmat', 'hangmat', 25, 120],
      ['Parasol', 'parasol', 40, 300],
      ['Tuinverlichting', 'verlichting', 15, 90],
      ['Insectenhotel', 'insectenhotel', 12, 40],
    ],
    variants: [
      'van teak',
      'van aluminium',
      'op zonne-energie',
      '20 meter',
      '50 meter',
      'elektrisch',
      'met accu',
      'weerbestendig',
      'XL',
    ],
  },
  mode: {
    kinds: [
      ['Winterjas', 'jas', 70, 300],
      ['Sjaal', 'sjaal', 15, 70],
      ['Sneakers', 'schoenen', 50, 180],
      ['Trui', 'trui', 30, 120],
      ['Handtas', 'tas', 40, 250],
      ['Regenjas', 'jas', 50, 200],
      ['Muts', 'muts', 10, 40],
      ['Handschoenen', 'handschoenen', 15, 60],
      ['Pyjama', 'pyjama', 20, 60],
      ['Zonnebril', 'zonnebril', 20, 180],
    ],
    variants: ['maat S', 'maat M', 'maat L', 'maat XL', 'maat 38', 'maat 42', 'van wol', 'van katoen', 'gerecycleerd'],
  },
  baby: {
    kinds: [
      ['Kinderwagen', 'kinderwagen', 250, 1200],
      ['Babyfoon', 'babyfoon', 40, 250],
      ['Draagzak', 'draagzak', 50, 180],
      ['Speelkleed', 'speelkleed', 25, 90],
      ['Slaapzak', 'slaapzak', 25, 70],
      ['Badje', 'babybad', 15, 50],
      ['Box', 'box', 70, 250],
      ['Rammelaar', 'rammelaar', 5, 20],
      ['Muziekmobiel', 'mobiel', 20, 70],
      ['Autostoel', 'autostoel', 90, 450],
      ['Luiertas', 'luiertas', 30, 110],
    ],
    variants: [
      '0-6 maanden',
      '6-18 maanden',
      'newborn',
      'met zonnekap',
      'opvouwbaar',
      'biologisch katoen',
      'set van 2',
    ],
  },
};

/** Invented shops (no real shop names) on .example domains; `mixed` shops sell from every category. */
const shops = [
  { id: 'speelgoedparadijs', domain: 'speelgoedparadijs.example', format: 'xml', categories: ['speelgoed', 'baby'] },
  { id: 'boekenhuis-de-letter', domain: 'boekenhuis-de-letter.example', format: 'tsv', categories: ['boeken'] },
  { id: 'fietsenhoek', domain: 'fietsenhoek.example', format: 'xml', categories: ['fietsen'] },
  { id: 'keukenkoning', domain: 'keukenkoning.example', format: 'tsv', categories: ['keuken'] },
  { id: 'elektrozaak-volt', domain: 'elektrozaak-volt.example', format: 'xml', categories: ['elektronica'] },
  {
    id: 'tuincentrum-het-groene-blad',
    domain: 'tuincentrum-het-groene-blad.example',
    format: 'tsv',
    categories: ['tuin'],
  },
  { id: 'modehuis-lint', domain: 'modehuis-lint.example', format: 'xml', categories: ['mode'] },
  { id: 'babywereld', domain: 'babywereld.example', format: 'tsv', categories: ['baby'] },
  {
    id: 'warenhuis-de-markt',
    domain: 'warenhuis-de-markt.example',
    format: 'xml',
    categories: Object.keys(categories),
  },
  { id: 'cadeaushop-strik', domain: 'cadeaushop-strik.example', format: 'tsv', categories: Object.keys(categories) },
];

const brands = Array.from({ length: 60 }, () => faker.person.lastName());
const audiences = [
  'kinderen',
  'het hele gezin',
  'thuis',
  'onderweg',
  'de feestdagen',
  'een verjaardag',
  'een geboorte',
  'elke dag',
];

function ean13() {
  const body = `${faker.helpers.arrayElement(['54', '87'])}${faker.string.numeric(10)}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const priceOf = (euros) =>
  `${(Math.max(1, Math.floor(euros)) + faker.helpers.arrayElement([0.99, 0.95, 0.49, 0])).toFixed(2)} EUR`;
const slug = (text) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** One product as a brand makes it: the same EAN, title and description in every shop that offers it. */
function item(n) {
  const category = faker.helpers.objectKey(categories);
  const { kinds, variants } = categories[category];
  const [kind, noun, low, high] = faker.helpers.arrayElement(kinds);
  const brand = faker.helpers.arrayElement(brands);
  const colour = faker.color.human();
  const variant = faker.helpers.arrayElement(variants);
  const title = `${brand} ${kind} ${colour} ${variant}`;
  const description = `${kind} (${noun}) van ${brand} in ${colour}, ${variant}. ${faker.helpers.arrayElement(['Ideaal', 'Perfect', 'Handig', 'Mooi'])} voor ${faker.helpers.arrayElement(audiences)}.`;
  return { n, category, title, description, brand, ean: ean13(), price: faker.number.float({ min: low, max: high }) };
}

const seen = new Set();
const offers = new Map(shops.map((shop) => [shop.id, []]));
for (let n = 0; n < PRODUCTS; n++) {
  const product = item(n);
  if (seen.has(product.ean)) continue;
  seen.add(product.ean);
  const sellers = shops.filter((shop) => shop.categories.includes(product.category));
  const specialists = sellers.filter((shop) => shop.categories.length < Object.keys(categories).length);
  const shared = faker.number.float() < SHARED_SHARE;
  // Most products only one shop sells are the specialist's; the department stores carry the rest.
  const chosen = shared
    ? faker.helpers.arrayElements(sellers, Math.min(sellers.length, faker.number.int({ min: 2, max: 4 })))
    : [faker.helpers.arrayElement(faker.number.float() < 0.75 ? specialists : sellers)];
  for (const shop of chosen) {
    const id = `${shop.id.slice(0, 3).toUpperCase()}-${String(n).padStart(6, '0')}`;
    offers.get(shop.id).push({
      id,
      title: product.title,
      description: product.description,
      brand: product.brand,
      gtin: product.ean,
      link: `https://${shop.domain}/product/${slug(product.title)}-${id.toLowerCase()}`,
      price: priceOf(product.price * faker.number.float({ min: 0.88, max: 1.15 })),
      availability: faker.number.float() < 0.97 ? 'in_stock' : 'out_of_stock',
    });
  }
}

const xmlEscape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const FIELDS = ['id', 'title', 'description', 'link', 'price', 'gtin', 'brand', 'availability'];

function xmlFeed(shop, lines) {
  const items = lines.map(
    (line) => `  <item>\n${FIELDS.map((f) => `    <g:${f}>${xmlEscape(line[f])}</g:${f}>`).join('\n')}\n  </item>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<!-- DEMO DATA: an invented shop, generated by scripts/generate-demo-feeds.mjs -->\n` +
    `<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0">\n<channel>\n  <title>${shop.id} (demo)</title>\n  <link>https://${shop.domain}/</link>\n` +
    `  <description>Demo feed</description>\n${items.join('\n')}\n</channel>\n</rss>\n`
  );
}

const tsvFeed = (lines) =>
  [FIELDS.join('\t'), ...lines.map((line) => FIELDS.map((f) => line[f].replace(/[\t\n]/g, ' ')).join('\t'))].join(
    '\n',
  ) + '\n';

mkdirSync(OUT, { recursive: true });
let total = 0;
for (const shop of shops) {
  const lines = offers.get(shop.id);
  total += lines.length;
  const text = shop.format === 'xml' ? xmlFeed(shop, lines) : tsvFeed(lines);
  writeFileSync(join(OUT, `${shop.id}.${shop.format}.gz`), gzipSync(text, { level: 9 }));
  console.log(`${shop.id}.${shop.format}.gz: ${lines.length} products`);
}
console.log(`${total} products from ${shops.length} shops, ${seen.size} different EANs`);
