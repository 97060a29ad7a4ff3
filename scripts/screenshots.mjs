// npm run screenshots: PNGs of the main pages at phone and desktop widths into docs/screenshots/, taken with
// Debian's Chromium from the real server on a throw-away SQLite folder.
import { BENCH_RATE_LIMITS, startServer, stopServer } from './bench-support.mjs';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { t } from '@wl/contracts';

const PORT = 3918;
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = 'docs/screenshots';
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 860 } };
const dataDir = mkdtempSync(join(tmpdir(), 'wl-shots-'));

// The developer outbox holds the lot mails, whose links the lot screens need.
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

/** A browser context with its own session; `call` goes through the API with the session's anti-forgery token. */
async function person(size) {
  const context = await browser.newContext({ viewport: sizes[size], locale: 'nl-BE' });
  const token = async () => (await (await context.request.get(`${BASE}/api/Utility/CsrfToken`)).json()).token;
  const call = async (method, path, data) => {
    const response = await context.request.fetch(`${BASE}${path}`, {
      method,
      data,
      headers: method === 'GET' ? {} : { 'x-csrf-token': await token() },
    });
    return response.status() === 204 ? null : response.json();
  };
  return { context, call };
}

async function account(who, names) {
  const username = `${names.firstName.toLowerCase()}-${randomUUID().slice(0, 4)}`;
  const created = await who.call('POST', '/api/Account/Create', {
    email: `${username}@example.com`,
    username,
    password: 'screenshot-wachtwoord',
    ...names,
  });
  return { username, email: `${username}@example.com`, wishlistId: created.wishlistPrivateGuid };
}

/** Scrolls each lazy picture into view and back to the top, so a full-page shot shows them all loaded. */
async function loadLazyPictures(page) {
  for (const picture of await page.locator('img[loading="lazy"]').all()) await picture.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function shoot(context, path, name, size) {
  const page = await context.newPage();
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  await loadLazyPictures(page);
  await page.screenshot({ path: join(OUT, `${name}-${size}.png`), fullPage: true });
  await page.close();
}

const snap = (page, name, size) => page.screenshot({ path: join(OUT, `${name}-${size}.png`), fullPage: true });

/**
 * The lot screens: the organizer runs the wizard in the browser (three people typed at once, one exclusion), every
 * participant has an account and opens their lot from their mail, and all but one couple their list.
 */
async function lotScreens(organizer, size) {
  const people = [];
  for (const [firstName, lastName] of [
    ['Bert', 'Claes'],
    ['Carla', 'Wouters'],
    ['Dirk', 'Goossens'],
  ]) {
    const who = await person(size);
    people.push({ ...who, firstName, ...(await account(who, { firstName, lastName })) });
  }
  const main = (page) => page.locator('main');
  const label = (page, key) => main(page).getByLabel(t(key), { exact: true });
  const next = (page) =>
    main(page)
      .getByRole('button', { name: t('lotingWizard.next') })
      .click();
  const step = (page, n) => main(page).locator(`[role="progressbar"][aria-valuenow="${n}"]`).waitFor();

  const page = await organizer.context.newPage();
  await page.goto(`${BASE}/lootjestrekken/loting/getStarted`, { waitUntil: 'networkidle' });
  await snap(page, 'lots-wizard-start', size);
  await main(page)
    .getByRole('button', { name: t('lotingWizard.get_started.new') })
    .click();
  await step(page, 1);
  await label(page, 'lotingWizard.details.title').fill('Kerstmis bij de Janssens');
  await label(page, 'lotingWizard.details.description').fill(
    'Kadootjes van ongeveer 25 euro, uitgepakt op kerstavond.',
  );
  await main(page).getByText(t('lotingWizard.details.saved')).waitFor();
  await snap(page, 'lots-wizard-details', size);
  await next(page);
  await step(page, 2);
  await main(page)
    .getByRole('tab', { name: t('lotingWizard.participants.tab.bulk') })
    .click();
  await label(page, 'lotingWizard.participants.bulk').fill(people.map((p) => `${p.firstName} <${p.email}>`).join('\n'));
  await main(page)
    .getByRole('button', { name: t('general.add') })
    .click();
  await main(page)
    .getByText(t('lotingWizard.participants.list', { count: '4' }))
    .waitFor();
  await snap(page, 'lots-wizard-participants', size);
  await next(page);
  await step(page, 3);
  await main(page)
    .getByRole('button', { name: t('lotingWizard.exclusions.choose', { name: 'Bert' }) })
    .click();
  await page.getByRole('dialog').getByLabel('Carla', { exact: true }).check();
  await snap(page, 'lots-wizard-exclusion-dialog', size);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('general.save') })
    .click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await snap(page, 'lots-wizard-exclusions', size);
  await next(page);
  await step(page, 4);
  await snap(page, 'lots-wizard-overview', size);
  await main(page)
    .getByRole('button', { name: t('lotingWizard.overview.draw') })
    .click();
  await step(page, 5);
  await main(page)
    .getByRole('link', { name: t('lotingWizard.just_drawn.own_lot') })
    .waitFor();
  await snap(page, 'lots-just-drawn', size);
  const manageGuid = /getrokken\/([\w-]+)\/net$/.exec(page.url())[1];
  await page.close();

  const outbox = await organizer.call('GET', '/api/Dev/Outbox');
  const lotOf = (email) => /\/lootjestrekken\/lootje\/([\w-]+)/.exec(outbox.find((mail) => mail.to === email).text)[1];
  const [bert, ...others] = people;
  await shoot(bert.context, `/lootjestrekken/lootje/${lotOf(bert.email)}`, 'lot-without-list', size);
  for (const who of others) {
    const lot = lotOf(who.email);
    await who.call('POST', '/api/Lot/RegisterFirstView', { privateGuid: lot });
    await who.call('POST', '/api/Lot/SelectWishlist', {
      participantPrivateGuid: lot,
      wishlistPrivateGuid: who.wishlistId,
    });
  }
  const ownLot = (await organizer.call('GET', `/api/Loting/${manageGuid}`)).organizerLot;
  await organizer.call('POST', '/api/Lot/SelectWishlist', {
    participantPrivateGuid: ownLot,
    wishlistPrivateGuid: organizer.wishlistId,
  });
  // Whom Bert drew has a list now (everyone but Bert has one), so his lot shows the list and the question.
  await shoot(bert.context, `/lootjestrekken/lootje/${lotOf(bert.email)}`, 'lot-with-list', size);
  await shoot(organizer.context, `/lootjestrekken/loting/getrokken/${manageGuid}`, 'loting', size);
  await shoot(organizer.context, `/lootjestrekken/loting/getrokken/${manageGuid}/geschiedenis`, 'loting-history', size);
  await shoot(organizer.context, '/lootjestrekken', 'lots-home', size);
  await shoot(organizer.context, '/', 'home-with-lots', size);
}

try {
  mkdirSync(OUT, { recursive: true });
  for (const size of Object.keys(sizes)) {
    const owner = await person(size);
    const list = await account(owner, { firstName: 'Lotte', lastName: 'Janssens' });
    const view = await owner.call('GET', `/api/MyList/Get/${list.wishlistId}`);
    const books = await owner.call('POST', '/api/Category/Create', {
      name: 'Boeken',
      wishlistPrivateGuid: list.wishlistId,
    });
    const gifts = [
      ['Wollen sjaal in donkergroen', view.categories[0].privateGuid, 'https://www.example.com/sjaal', true],
      ['Bordspel Catan', view.categories[0].privateGuid, '', true],
      ['Verrassing: mag alles zijn', view.categories[0].privateGuid, '', false],
      ['De avond is ongemak – Marieke Lucas Rijneveld', books.privateGuid, 'https://www.example.com/boek', true],
    ];
    const created = [];
    for (const [description, categoryPrivateGuid, url, enableCrossOff] of gifts) {
      created.push(
        (
          await owner.call('POST', '/api/MyGift/EditWithoutProduct', {
            description,
            categoryPrivateGuid,
            url,
            enableCrossOff,
          })
        ).editedGift,
      );
    }
    const giver = await person(size);
    await account(giver, { firstName: 'Sam', lastName: 'Peeters' });
    await giver.call('POST', '/api/Gift/CrossOff', { publicGiftGuid: created[1].publicGuid });
    const other = await person(size);
    await account(other, { firstName: 'Noor', lastName: 'Maes' });
    await other.call('POST', '/api/Gift/CrossOff', { publicGiftGuid: created[3].publicGuid });
    const anonymous = await browser.newContext({ viewport: sizes[size], locale: 'nl-BE' });

    await shoot(anonymous, '/', 'landing', size);
    await shoot(anonymous, '/account/create', 'create-account', size);
    await shoot(anonymous, '/account/login', 'login', size);
    await shoot(owner.context, '/', 'home', size);
    await shoot(owner.context, `/${list.username}`, 'owner-page', size);
    await shoot(giver.context, `/${list.username}`, 'visitor-page', size);
    await shoot(giver.context, '/crossedoff', 'crossed-off', size);
    await giver.call('POST', '/api/Friend/Add', { wishlistPublicGuid: view.publicGuid });
    await shoot(giver.context, '/friends', 'friends', size);
    await owner.call('POST', '/api/MyList/UpdateSettings', {
      privateGuid: list.wishlistId,
      username: list.username,
      firstName: 'Lotte',
      lastName: 'Janssens',
      city: 'Gent',
      accessType: 'PUBLIC',
      includeInSearchResult: true,
      showCrossedOff: false,
    });
    await shoot(anonymous, '/list/search?query=lotte', 'list-search', size);
    await shoot(anonymous, '/bestaat/niet/deze-pagina', 'not-found', size);
    await lotScreens({ ...owner, ...list }, size);
  }
  console.log(`Screenshots written to ${OUT}/`);
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
