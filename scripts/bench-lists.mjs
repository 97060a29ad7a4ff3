// What the benches set up through the HTTP API: accounts, lists full of gifts nobody crossed off yet, givers ready to
// cross off, and the visitor bench's list of 60 gifts. Each takes the base URL(s) of the server(s) to call; with
// several, the calls are spread over them.
import { randomUUID } from 'node:crypto';
import { Client } from './bench-support.mjs';

/** A new account with its list; its client keeps the session. */
export async function account(base) {
  const client = new Client(base);
  const id = randomUUID().slice(0, 12);
  const created = await client.call('POST', '/api/Account/Create', {
    email: `bench-${id}@example.com`,
    username: `bench-${id}`,
    firstName: 'Bench',
    lastName: id,
    password: 'bench-wachtwoord',
  });
  if (created.status !== 201) throw new Error(`account: ${created.status} ${JSON.stringify(created.body)}`);
  return { client, wishlistId: created.body.wishlistPrivateGuid, username: `bench-${id}` };
}

/**
 * `count` new accounts, the i-th through `bases[i % bases.length]`, four at a time: with many more side by side some
 * are answered 503 (ReadModelsBehind).
 */
export async function accounts(bases, count) {
  const made = [];
  for (let i = 0; i < count; i += 4) {
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(4, count - i) }, (_, k) => account(bases[(i + k) % bases.length])),
      )),
    );
  }
  return made;
}

/**
 * `perOwner` gifts open for cross-off on each owner's list. The lists are filled side by side and the gifts come out
 * interleaved ({ giftId, owner }), so consecutive cross-offs hit other lists.
 */
export async function giftsToCrossOff(owners, perOwner) {
  const lists = await Promise.all(
    owners.map(async (owner) => {
      const list = await owner.client.call('GET', `/api/MyList/Get/${owner.wishlistId}`);
      const categoryPrivateGuid = list.body.categories[0].privateGuid;
      const mine = [];
      for (let g = 0; g < perOwner; g++) {
        const created = await owner.client.call('POST', '/api/MyGift/EditWithoutProduct', {
          categoryPrivateGuid,
          description: `Wens ${g}`,
          enableCrossOff: true,
        });
        if (created.status !== 201) throw new Error(`gift: ${created.status} ${JSON.stringify(created.body)}`);
        mine.push({ giftId: created.body.editedGift.publicGuid, owner });
      }
      return mine;
    }),
  );
  return lists[0].flatMap((_, g) => lists.map((mine) => mine[g]));
}

/** `count` givers, each a logged-in client holding its anti-forgery token (for requests built outside `Client`). */
export async function giverClients(bases, count) {
  return Promise.all(
    (await accounts(bases, count)).map(async ({ client }) => {
      client.token = (await client.call('GET', '/api/Utility/CsrfToken')).body.token;
      return client;
    }),
  );
}

/** A new account whose list has 60 gifts in 6 categories, as the visitor page of the benches shows it; its username. */
export async function listWithSixtyGifts(base) {
  const owner = new Client(base);
  const username = `bench-${randomUUID().slice(0, 8)}`;
  const created = await owner.call('POST', '/api/Account/Create', {
    email: `${username}@example.com`,
    username,
    firstName: 'Bench',
    lastName: 'Lijst',
    password: 'bench-wachtwoord',
  });
  const wishlistId = created.body.wishlistPrivateGuid;
  const first = (await owner.call('GET', `/api/MyList/Get/${wishlistId}`)).body.categories[0].privateGuid;
  const categories = [first];
  for (let c = 1; c < 6; c++)
    categories.push(
      (await owner.call('POST', '/api/Category/Create', { name: `Categorie ${c}`, wishlistPrivateGuid: wishlistId }))
        .body.privateGuid,
    );
  for (let g = 0; g < 60; g++) {
    const added = await owner.call('POST', '/api/MyGift/EditWithoutProduct', {
      categoryPrivateGuid: categories[g % 6],
      description: `Wens nummer ${g}`,
      url: 'https://example.com/wens',
      enableCrossOff: true,
    });
    if (added.status !== 201) throw new Error(`gift: ${added.status} ${JSON.stringify(added.body)}`);
  }
  return username;
}
