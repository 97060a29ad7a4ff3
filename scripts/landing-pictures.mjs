// `npm run landing-pictures`: the landing page's pictures of the real product, taken with Debian's Chromium from the
// real server (built) on a throw-away SQLite folder: phone-width crops of the owner page, a visitor's page, and a lot,
// saved as WebP next to the landing page that shows them (frontend/src/features/landing/pictures/).
import { BENCH_RATE_LIMITS, startServer, stopServer } from './bench-support.mjs';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { t } from '@wl/contracts';

const PORT = 3919;
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = 'frontend/src/features/landing/pictures';
/** A small phone, drawn at twice its size: sharp on phones, and shown a little smaller than taken on larger screens. */
const PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, locale: 'nl-BE' };
const dataDir = mkdtempSync(join(tmpdir(), 'wl-landing-'));

const server = await startServer({
  ...process.env,
  PORT: String(PORT),
  DATA_DIR: dataDir,
  SCRYPT_COST: '16384',
  RATE_LIMITS: BENCH_RATE_LIMITS,
  DEV_OUTBOX: 'true',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** A browser context with an account of its own; `call` goes through the API with the session's anti-forgery token. */
async function person(firstName, lastName) {
  const context = await browser.newContext(PHONE);
  const token = async () => (await (await context.request.get(`${BASE}/api/Utility/CsrfToken`)).json()).token;
  const call = async (method, path, data) => {
    const response = await context.request.fetch(`${BASE}${path}`, {
      method,
      data,
      headers: method === 'GET' ? {} : { 'x-csrf-token': await token() },
    });
    return response.status() === 204 ? null : response.json();
  };
  const username = `${firstName.toLowerCase()}-${randomUUID().slice(0, 4)}`;
  const created = await call('POST', '/api/Account/Create', {
    email: `${username}@example.com`,
    username,
    password: 'landing-wachtwoord',
    firstName,
    lastName,
  });
  return { context, call, username, wishlistId: created.wishlistPrivateGuid };
}

/** The part of the page from the top of `from` to the bottom of `to` (full width), as WebP. */
async function picture(page, name, from, to, margin = 12) {
  // Bounding boxes are relative to the scrolled viewport, the clip of a full-page screenshot to the page; no hover shows.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
  const top = (await from.boundingBox()).y - margin;
  const end = await to.boundingBox();
  const clip = { x: 0, y: top, width: PHONE.viewport.width, height: end.y + end.height + margin - top };
  const image = sharp(await page.screenshot({ fullPage: true, clip }));
  const { width, height } = await image.metadata();
  writeFileSync(join(OUT, `${name}.webp`), await image.webp({ quality: 72, effort: 6 }).toBuffer());
  console.log(`${name}.webp: ${width}x${height} (landingPictures.ts holds these)`);
}

try {
  const emma = await person('Emma', 'Claes');
  const emmasList = await emma.call('GET', `/api/MyList/Get/${emma.wishlistId}`);
  await emma.call('POST', '/api/Category/Rename', {
    privateGuid: emmasList.categories[0].privateGuid,
    name: 'Kleding',
  });
  for (const [category, description, url] of [
    ['Kleding', 'Wollen sjaal in donkergroen', 'https://www.example.com/sjaal'],
    ['Boeken', 'Kookboek: Simpel van Ottolenghi', ''],
    ['Spelletjes', 'Bordspel Catan', ''],
  ]) {
    const categoryPrivateGuid =
      category === 'Kleding'
        ? emmasList.categories[0].privateGuid
        : (await emma.call('POST', '/api/Category/Create', { name: category, wishlistPrivateGuid: emma.wishlistId }))
            .privateGuid;
    await emma.call('POST', '/api/MyGift/EditWithoutProduct', {
      description,
      categoryPrivateGuid,
      url,
      enableCrossOff: true,
    });
  }

  const lotte = await person('Lotte', 'Janssens');
  const view = await lotte.call('GET', `/api/MyList/Get/${lotte.wishlistId}`);
  const books = await lotte.call('POST', '/api/Category/Create', {
    name: 'Boeken',
    wishlistPrivateGuid: lotte.wishlistId,
  });
  const gift = async (description, categoryPrivateGuid, url = '', enableCrossOff = true) =>
    (
      await lotte.call('POST', '/api/MyGift/EditWithoutProduct', {
        description,
        categoryPrivateGuid,
        url,
        enableCrossOff,
      })
    ).editedGift;
  const wishes = view.categories[0].privateGuid;
  await gift('Wollen sjaal in donkergroen', wishes, 'https://www.example.com/sjaal');
  const game = await gift('Bordspel Catan', wishes);
  await gift('Verrassing: mag alles zijn', wishes, '', false);
  await gift('Kookboek: Simpel van Ottolenghi', books.privateGuid, 'https://www.example.com/kookboek');
  const novel = await gift('Een spannende thriller', books.privateGuid);

  const sam = await person('Sam', 'Peeters');
  await sam.call('POST', '/api/Gift/CrossOff', { publicGiftGuid: game.publicGuid });
  const noor = await person('Noor', 'Maes');
  await noor.call('POST', '/api/Gift/CrossOff', { publicGiftGuid: novel.publicGuid });

  const main = (page) => page.locator('main');
  const gifts = (page, text) => main(page).locator('[data-gift]', { hasText: text });
  const categories = (page) => main(page).locator('.category');

  const owner = await emma.context.newPage();
  await owner.goto(`${BASE}/${emma.username}`, { waitUntil: 'networkidle' });
  await picture(
    owner,
    'list',
    main(owner).getByRole('heading', { level: 2, name: 'Kleding' }),
    gifts(owner, 'Bordspel Catan'),
  );

  const visitor = await sam.context.newPage();
  await visitor.goto(`${BASE}/${lotte.username}`, { waitUntil: 'networkidle' });
  const dismiss = main(visitor).getByRole('button', { name: t('visitor.explain.dismiss') });
  await picture(visitor, 'surprise', main(visitor).getByRole('heading', { level: 1 }), dismiss);
  await dismiss.click();
  await picture(visitor, 'crossoff', categories(visitor).first(), categories(visitor).first());

  const participant = (name, email, publicUserGuid = null) => ({
    localGuid: randomUUID(),
    name,
    email,
    publicUserGuid,
    friendParticipantPublicGuid: null,
    exclude: [],
  });
  const { publicGuid } = await lotte.call('GET', '/api/Account/UserData');
  const drawing = [
    participant('Lotte', '', publicGuid),
    participant('Sam', `${sam.username}@example.com`),
    participant('Noor', `${noor.username}@example.com`),
  ];
  // Lotte may not draw Noor, so she draws Sam, whom the picture's description names.
  drawing[0].exclude = [drawing[2].localGuid];
  const created = await lotte.call('POST', '/api/Loting/Create', {
    title: 'Kerstmis bij de Janssens',
    description: 'Kadootjes van ongeveer 25 euro, uitgepakt op kerstavond.',
    participants: drawing,
  });
  // Both others couple their list to their lot, so Lotte's lot shows Sam's list.
  const outbox = await lotte.call('GET', '/api/Dev/Outbox');
  for (const who of [sam, noor]) {
    const mail = outbox.find((sent) => sent.to === `${who.username}@example.com`);
    const lot = /\/lootjestrekken\/lootje\/([\w-]+)/.exec(mail.text)[1];
    await who.call('POST', '/api/Lot/RegisterFirstView', { privateGuid: lot });
    await who.call('POST', '/api/Lot/SelectWishlist', {
      participantPrivateGuid: lot,
      wishlistPrivateGuid: who.wishlistId,
    });
  }
  const lot = await lotte.context.newPage();
  await lot.goto(`${BASE}/lootjestrekken/lootje/${created.organizerLot}`, { waitUntil: 'networkidle' });
  await picture(lot, 'lot', main(lot).locator('.page-kicker'), main(lot).locator('.lot-drawn'));
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
