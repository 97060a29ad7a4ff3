import {
  INVITE_VALID_DAYS,
  limits,
  type NewOwnerInvite,
  type OwnerInviteInfo,
  type OwnersAndInvitesAnswer,
  type OwnerWishlist,
  type WishlistSummary,
} from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { userDecider, userStream } from '../../backend/src/account/user.decider.js';
import { wishlistDecider } from '../../backend/src/wishlist/wishlist.decider.js';
import { AggregateStore } from '../../backend/src/platform/domain/aggregate-store.js';
import { StreamWriter } from '../../backend/src/platform/use-case/stream-writer.js';
import { PersonalData } from '../../backend/src/platform/personal-data/personal-data.js';
import { ReadModels } from '../../backend/src/platform/projections/read-models.js';
import {
  ApiClient,
  coOwnerOf,
  inviteTo,
  newAccount,
  ownerWithGift,
  register,
  type Registered,
} from '../support/api-client.js';
import { connectLive, joinGroup, openSockets, until } from '../support/live-client.js';
import { startTestApp, type TestApp, TestClock } from '../support/test-app.js';

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, clock);
});
afterAll(async () => {
  openSockets.forEach((s) => s.close());
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const ownersOf = (caller: Registered, wishlistId = caller.wishlistId) =>
  caller.client.get<OwnersAndInvitesAnswer>(`/api/WishlistOwner/${wishlistId}/GetOwnersAndInvites`);
const openInvite = (client: ApiClient, guid: string) => client.get<OwnerInviteInfo>(`/api/Wishlist/OpenInvite/${guid}`);
const accept = (client: ApiClient, guid: string, names = {}) =>
  client.post('/api/Wishlist/AcceptExtraOwnerInvite', { invitationGuid: guid, ...names });
const remove = (caller: Registered, wishlistId: string, publicUserGuid: string) =>
  caller.client.post('/api/WishlistOwner/RemoveExtraOwner', { privateWishlistGuid: wishlistId, publicUserGuid });
const revoke = (caller: Registered, wishlistId: string, inviteGuid: string) =>
  caller.client.post('/api/WishlistOwner/RevokeExtraOwnerInvite', { privateWishlistGuid: wishlistId, inviteGuid });
const publicGuidOf = async (user: Registered) =>
  (await user.client.get<{ publicGuid: string }>('/api/Account/UserData')).body.publicGuid;

function createForInvite(client: ApiClient, inviteGuid: string, account = newAccount()) {
  const { email, firstName, lastName, password } = account;
  return client.post<{ user: { privateGuid: string }; wishlistPrivateGuid: string }>(
    '/api/Account/CreateForExtraOwnerInvite',
    {
      email,
      firstName,
      lastName,
      password,
      inviteGuid,
      receiveMailing: false,
    },
  );
}

async function lightweightUser() {
  const client = new ApiClient(t.url);
  expect((await client.post('/api/Afstreper/Create', { email: newAccount().email })).status).toBe(200);
  return client;
}

describe('InviteExtraOwner and GetOwnersAndInvites', () => {
  it('the primary owner invites by name; every owner sees the owners (primary first, with avatar) and whom the open invite is for, its link the primary owner only', async () => {
    const owner = await register(t.url);
    const invite = await inviteTo(owner, 'Tante Lies');
    expect(invite).toEqual({ guid: expect.any(String), name: 'Tante Lies', url: `${t.url}/i/${invite.guid}` });

    const answer = await ownersOf(owner);
    expect(answer.status).toBe(200);
    expect(answer.body.invites).toEqual([invite]);
    expect(answer.body.owners).toEqual([
      {
        publicUserGuid: await publicGuidOf(owner),
        fullName: `${owner.account.firstName} ${owner.account.lastName}`,
        initials: 'TP',
        color: expect.stringMatching(/^#[0-9a-f]{6}$/),
        isOnline: false,
      },
    ]);
    const view = await owner.client.get<OwnerWishlist>(`/api/MyList/Get/${owner.wishlistId}`);
    expect(view.body).toMatchObject({ isPrimaryOwner: true, owners: answer.body.owners, ownerInvites: [invite] });

    const coOwner = await coOwnerOf(t.url, owner);
    const shared = await ownersOf(coOwner);
    expect(shared.body.owners.map((o) => o.publicUserGuid)).toEqual([await publicGuidOf(owner), coOwner.publicGuid]);
    const withoutLink = { guid: null, name: 'Tante Lies', url: null };
    expect(shared.body.invites).toEqual([withoutLink]);
    const coView = await coOwner.client.get<OwnerWishlist>(`/api/MyList/Get/${owner.wishlistId}`);
    expect(coView.body).toMatchObject({
      isPrimaryOwner: false,
      owners: shared.body.owners,
      ownerInvites: [withoutLink],
    });
    expect(JSON.stringify([shared.body, coView.body])).not.toContain(invite.guid);
    expect((await ownersOf(owner)).body.invites).toEqual([invite]);
  });

  it('refuses the owners to anyone but an owner (403, 401 when not logged in), and an invite to anyone but the primary owner', async () => {
    const owner = await register(t.url);
    const coOwner = await coOwnerOf(t.url, owner);
    const stranger = await register(t.url);
    expect(await ownersOf(stranger, owner.wishlistId)).toMatchObject({ status: 403, body: { problem: 'NoAccess' } });
    expect((await new ApiClient(t.url).get(`/api/WishlistOwner/${owner.wishlistId}/GetOwnersAndInvites`)).status).toBe(
      401,
    );
    const invite = (caller: Registered) =>
      caller.client.post('/api/WishlistOwner/InviteExtraOwner', {
        privateWishlistGuid: owner.wishlistId,
        name: 'Iemand',
      });
    expect(await invite(coOwner)).toMatchObject({ status: 422, body: 'NotPrimaryOwner' });
    expect(await invite(stranger)).toMatchObject({ status: 422, body: 'UserCannotAccessWishlist' });
    expect(
      (
        await owner.client.post('/api/WishlistOwner/InviteExtraOwner', {
          privateWishlistGuid: owner.wishlistId,
          name: ' ',
        })
      ).status,
    ).toBe(400);
    expect((await ownersOf(owner)).body.invites).toEqual([]);
  });
});

describe('OpenInvite and AcceptExtraOwnerInvite', () => {
  it('tells whoever holds the link what they must do first: NoLogin, NeedUpgradeToAccount, AlreadyOwned, or None', async () => {
    const owner = await register(t.url);
    const { guid } = await inviteTo(owner, 'Nonkel Jan');
    const info = { name: 'Nonkel Jan', username: owner.account.username, wishlistUrl: `/${owner.account.username}` };
    expect(await openInvite(new ApiClient(t.url), guid)).toMatchObject({
      status: 200,
      body: { ...info, problem: 'NoLogin' },
    });
    expect((await openInvite(await lightweightUser(), guid)).body.problem).toBe('NeedUpgradeToAccount');
    expect((await openInvite(owner.client, guid)).body.problem).toBe('AlreadyOwned');
    expect((await openInvite((await register(t.url)).client, guid)).body).toEqual({ ...info, problem: 'None' });
  });

  it('a full account accepts once: the list is theirs to edit and among their lists; a second accept is AlreadyAccepted', async () => {
    const owner = await register(t.url);
    const { guid } = await inviteTo(owner);
    const invitee = await register(t.url);
    expect((await accept(invitee.client, guid)).status).toBe(204);
    const lists = await invitee.client.get<WishlistSummary[]>('/api/MyList/GetAll');
    expect(lists.body.map((l) => l.privateGuid).sort()).toEqual([invitee.wishlistId, owner.wishlistId].sort());
    expect(
      (await invitee.client.post('/api/MyList/UpdateTitle', { privateGuid: owner.wishlistId, title: 'Samen' })).status,
    ).toBe(200);
    expect((await ownersOf(owner)).body.invites).toEqual([]);

    expect(await accept((await register(t.url)).client, guid)).toMatchObject({ status: 422, body: 'AlreadyAccepted' });
    expect(await accept(invitee.client, guid)).toMatchObject({ status: 422, body: 'AlreadyAccepted' });
    expect(await openInvite(new ApiClient(t.url), guid)).toMatchObject({ status: 422, body: 'AlreadyAccepted' });
  });

  it('refuses what the caller must do first: NoLogin, NeedUpgradeToAccount, AlreadyOwned; the invite stays open', async () => {
    const owner = await register(t.url);
    const { guid } = await inviteTo(owner);
    expect(await accept(new ApiClient(t.url), guid)).toMatchObject({ status: 422, body: 'NoLogin' });
    expect(await accept(await lightweightUser(), guid)).toMatchObject({ status: 422, body: 'NeedUpgradeToAccount' });
    expect(await accept(owner.client, guid)).toMatchObject({ status: 422, body: 'AlreadyOwned' });
    expect((await ownersOf(owner)).body.invites.map((i) => i.guid)).toEqual([guid]);
  });

  it('an account without names is asked for them (NeedAccountFullName), and accepting with them saves them', async () => {
    const owner = await register(t.url);
    const { guid } = await inviteTo(owner);
    const invitee = await register(t.url);
    const personal = t.app.get(PersonalData);
    const erased = await t.app.get(StreamWriter).execute(
      userStream(invitee.userId),
      userDecider,
      {
        type: 'ChangeProfile',
        emailIndex: await personal.index('email', invitee.account.email),
        personal: await personal.seal(invitee.userId, { email: invitee.account.email, firstName: '', lastName: '' }),
      },
      { commandId: randomUUID(), correlationId: randomUUID(), userId: invitee.userId, contextId: null },
    );
    await t.app.get(ReadModels).settle(erased.position);
    expect((await openInvite(invitee.client, guid)).body.problem).toBe('NeedAccountFullName');
    expect(await accept(invitee.client, guid)).toMatchObject({ status: 422, body: 'NeedAccountFullName' });
    expect((await accept(invitee.client, guid, { firstName: 'Mie', lastName: 'Peeters' })).status).toBe(204);
    expect((await ownersOf(owner)).body.owners[1]).toMatchObject({ fullName: 'Mie Peeters', initials: 'MP' });
  });

  it('NotFound for a guid never issued and for a revoked invite; Expired after 14 days', async () => {
    const owner = await register(t.url);
    expect(await openInvite(owner.client, randomUUID())).toMatchObject({ status: 422, body: 'NotFound' });
    expect(await accept((await register(t.url)).client, randomUUID())).toMatchObject({ status: 422, body: 'NotFound' });
    expect((await openInvite(owner.client, 'geen-guid')).status).toBe(400);

    const revoked = await inviteTo(owner);
    expect((await revoke(owner, owner.wishlistId, revoked.guid)).status).toBe(204);
    expect(await openInvite(owner.client, revoked.guid)).toMatchObject({ status: 422, body: 'NotFound' });
    expect((await ownersOf(owner)).body.invites).toEqual([]);

    const expiring = await inviteTo(owner);
    const invitee = await register(t.url);
    clock.advance(INVITE_VALID_DAYS * DAY_MS - 60_000);
    expect((await openInvite(invitee.client, expiring.guid)).body.problem).toBe('None');
    clock.advance(60_000);
    expect(await openInvite(invitee.client, expiring.guid)).toMatchObject({ status: 422, body: 'Expired' });
    expect(await accept(invitee.client, expiring.guid)).toMatchObject({ status: 422, body: 'Expired' });
    expect((await ownersOf(owner)).body.invites).toEqual([]);
  });
});

describe('RevokeExtraOwnerInvite and RemoveExtraOwner', () => {
  it('only the primary owner revokes an open invite (NotPrimaryOwner, UserCannotAccessWishlist; NotFound for an unknown or used one)', async () => {
    const owner = await register(t.url);
    const coOwner = await coOwnerOf(t.url, owner);
    const open = await inviteTo(owner);
    expect(await revoke(coOwner, owner.wishlistId, open.guid)).toMatchObject({ status: 422, body: 'NotPrimaryOwner' });
    expect(await revoke(await register(t.url), owner.wishlistId, open.guid)).toMatchObject({
      status: 422,
      body: 'UserCannotAccessWishlist',
    });
    expect(await revoke(owner, owner.wishlistId, randomUUID())).toMatchObject({ status: 422, body: 'NotFound' });
    const used = await inviteTo(owner);
    await accept((await register(t.url)).client, used.guid);
    expect(await revoke(owner, owner.wishlistId, used.guid)).toMatchObject({ status: 422, body: 'NotFound' });
    expect((await ownersOf(owner)).body.invites.map((i) => i.guid)).toEqual([open.guid]);
  });

  it('the primary owner removes a co-owner, who loses the list at once; nobody removes themselves or the primary owner', async () => {
    const owner = await register(t.url);
    const coOwner = await coOwnerOf(t.url, owner);
    const other = await coOwnerOf(t.url, owner);
    const ownerGuid = await publicGuidOf(owner);
    expect(await remove(owner, owner.wishlistId, ownerGuid)).toMatchObject({ status: 422, body: 'InvalidData' });
    expect(await remove(coOwner, owner.wishlistId, ownerGuid)).toMatchObject({ status: 422, body: 'NotPrimaryOwner' });
    expect(await remove(coOwner, owner.wishlistId, other.publicGuid)).toMatchObject({
      status: 422,
      body: 'NotPrimaryOwner',
    });
    expect(await remove(await register(t.url), owner.wishlistId, coOwner.publicGuid)).toMatchObject({
      status: 422,
      body: 'UserCannotAccessWishlist',
    });
    expect(await remove(owner, owner.wishlistId, randomUUID())).toMatchObject({ status: 422, body: 'NotFound' });

    expect((await remove(owner, owner.wishlistId, coOwner.publicGuid)).status).toBe(204);
    expect((await coOwner.client.get(`/api/MyList/Get/${owner.wishlistId}`)).status).toBe(404);
    expect((await coOwner.client.get<WishlistSummary[]>('/api/MyList/GetAll')).body).toEqual([]);
    expect((await ownersOf(coOwner, owner.wishlistId)).status).toBe(403);
    expect((await ownersOf(owner)).body.owners.map((o) => o.publicUserGuid)).toEqual([ownerGuid, other.publicGuid]);
    expect(await remove(owner, owner.wishlistId, coOwner.publicGuid)).toMatchObject({ status: 422, body: 'NotFound' });
  });
});

describe('CreateForExtraOwnerInvite', () => {
  it('makes an account without a list of its own that co-owns the invited list, logged in', async () => {
    const owner = await register(t.url);
    const { guid } = await inviteTo(owner);
    const client = new ApiClient(t.url);
    const created = await createForInvite(client, guid);
    expect(created).toMatchObject({ status: 201, body: { wishlistPrivateGuid: owner.wishlistId } });
    expect((await client.get<WishlistSummary[]>('/api/MyList/GetAll')).body.map((l) => l.privateGuid)).toEqual([
      owner.wishlistId,
    ]);
    expect((await client.get<OwnerWishlist>(`/api/MyList/Get/${owner.wishlistId}`)).body.isPrimaryOwner).toBe(false);
  });

  it('answers AlreadyLoggedIn, EmailUnavailable and InvalidInvite (unknown, revoked, expired, used), writing no account', async () => {
    const owner = await register(t.url);
    const { guid } = await inviteTo(owner);
    expect(await createForInvite(owner.client, guid)).toMatchObject({ status: 422, body: 'AlreadyLoggedIn' });
    expect(await createForInvite(await lightweightUser(), guid)).toMatchObject({
      status: 422,
      body: 'AlreadyLoggedIn',
    });
    expect(await createForInvite(new ApiClient(t.url), guid, newAccount({ email: owner.account.email }))).toMatchObject(
      { status: 422, body: 'EmailUnavailable' },
    );
    const refusedAccount = newAccount();
    expect(await createForInvite(new ApiClient(t.url), randomUUID(), refusedAccount)).toMatchObject({
      status: 422,
      body: 'InvalidInvite',
    });
    const revoked = await inviteTo(owner);
    await revoke(owner, owner.wishlistId, revoked.guid);
    expect(await createForInvite(new ApiClient(t.url), revoked.guid, refusedAccount)).toMatchObject({
      status: 422,
      body: 'InvalidInvite',
    });
    await createForInvite(new ApiClient(t.url), guid);
    expect(await createForInvite(new ApiClient(t.url), guid, refusedAccount)).toMatchObject({
      status: 422,
      body: 'InvalidInvite',
    });
    const expiring = await inviteTo(owner);
    clock.advance(INVITE_VALID_DAYS * DAY_MS);
    expect(await createForInvite(new ApiClient(t.url), expiring.guid, refusedAccount)).toMatchObject({
      status: 422,
      body: 'InvalidInvite',
    });
    // None of the refusals made the account: its address is still free.
    expect((await new ApiClient(t.url).post('/api/Account/CheckEmail', { email: refusedAccount.email })).body).toBe(
      'Available',
    );
  });

  it('a crash after the registration still ends with the account owning the list, once (extra-owner-invite reactor)', async () => {
    const crashing = await startTestApp({ failpoints: { 'create-for-invite.registered': 1 } });
    try {
      const owner = await register(crashing.url);
      const { guid } = await inviteTo(owner);
      const account = newAccount();
      expect((await createForInvite(new ApiClient(crashing.url), guid, account)).status).toBe(500);
      const client = new ApiClient(crashing.url);
      expect(
        (await client.post('/api/Account/Login', { emailOrUsername: account.email, password: account.password })).body,
      ).toBe(true);
      const lists = async () =>
        (await client.get<WishlistSummary[]>('/api/MyList/GetAll')).body.map((l) => l.privateGuid);
      for (const start = Date.now(); (await lists()).length === 0 && Date.now() - start < 5000;)
        await new Promise((r) => setTimeout(r, 50));
      expect(await lists()).toEqual([owner.wishlistId]);
      const owners = (
        await owner.client.get<OwnersAndInvitesAnswer>(`/api/WishlistOwner/${owner.wishlistId}/GetOwnersAndInvites`)
      ).body;
      expect(owners.owners).toHaveLength(2);
      expect(owners.invites).toEqual([]);
    } finally {
      await crashing.close();
    }
  });
});

describe('live owner group', () => {
  it('tells every owner of invites, acceptances and removals; a removed co-owner leaves the group and is told their ownership ended', async () => {
    const owner = await register(t.url);
    const ownerLive = await connectLive(t.url, owner.client);
    const coOwner = await coOwnerOf(t.url, owner);
    const coLive = await connectLive(t.url, coOwner.client);
    const group = { wishlistPrivateGuid: owner.wishlistId };
    expect(await joinGroup(ownerLive.socket, 'JoinOwnerGroup', group)).toEqual({ ok: true });
    expect(await joinGroup(coLive.socket, 'JoinOwnerGroup', group)).toEqual({ ok: true });

    const { guid } = await inviteTo(owner);
    await until(() => coLive.received.some((m) => m.name === 'OwnersChanged'));
    expect(coLive.received).toContainEqual({
      name: 'OwnersChanged',
      payload: { wishlistPrivateGuid: owner.wishlistId, change: 'Invited', publicUserGuid: null, contextId: null },
    });
    const third = await register(t.url);
    await accept(third.client, guid);
    await until(() => ownerLive.received.some((m) => m.payload.change === 'Accepted'));
    expect(ownerLive.received.find((m) => m.payload.change === 'Accepted')!.payload.publicUserGuid).toBe(
      await publicGuidOf(third),
    );

    await remove(owner, owner.wishlistId, coOwner.publicGuid);
    await until(
      () =>
        coLive.received.some((m) => m.name === 'OwnershipEnded') &&
        ownerLive.received.some((m) => m.payload.change === 'Removed'),
    );
    expect(coLive.received).toContainEqual({
      name: 'OwnershipEnded',
      payload: { wishlistPrivateGuid: owner.wishlistId, contextId: null },
    });
    const heardByCoOwner = coLive.received.length;
    await owner.client.post('/api/MyList/UpdateTitle', { privateGuid: owner.wishlistId, title: 'Zonder jou' });
    await until(() => ownerLive.received.some((m) => m.name === 'OwnerWishlistChanged'));
    await new Promise((r) => setTimeout(r, 100));
    expect(coLive.received).toHaveLength(heardByCoOwner);
    expect(await joinGroup(coLive.socket, 'JoinOwnerGroup', group)).toEqual({ ok: false });
  });

  it('a co-owner\u2019s owner group hears nothing of a cross-off while the list hides them, and the co-owner cannot join the visitors', async () => {
    const owner = await register(t.url);
    const coOwner = await coOwnerOf(t.url, owner);
    const view = await owner.client.get<OwnerWishlist>(`/api/MyList/Get/${owner.wishlistId}`);
    const gift = await coOwner.client.post<{ editedGift: { publicGuid: string } }>('/api/MyGift/EditWithoutProduct', {
      categoryPrivateGuid: view.body.categories[0]!.privateGuid,
      description: 'Een fiets',
      enableCrossOff: true,
    });
    const coLive = await connectLive(t.url, coOwner.client);
    expect(await joinGroup(coLive.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: owner.wishlistId })).toEqual({
      ok: true,
    });
    expect(await joinGroup(coLive.socket, 'JoinWishlistGroup', { wishlistPublicGuid: view.body.publicGuid })).toEqual({
      ok: false,
    });
    expect(
      (
        await (
          await register(t.url)
        ).client.post('/api/Gift/CrossOff', { publicGiftGuid: gift.body.editedGift.publicGuid })
      ).status,
    ).toBe(200);
    await owner.client.post('/api/MyList/UpdateDescription', { privateGuid: owner.wishlistId, description: 'Daarna' });
    await until(() => coLive.received.some((m) => m.name === 'OwnerWishlistChanged'));
    await new Promise((r) => setTimeout(r, 100));
    expect(JSON.stringify(coLive.received)).not.toMatch(/CrossedOff|CrossOffUndone/);
    const coView = await coOwner.client.get<OwnerWishlist>(`/api/MyList/Get/${owner.wishlistId}`);
    expect(coView.body.categories[0]!.gifts[0]).toMatchObject({ isCrossedOff: false });
  });
});

describe('a co-owner who deletes their account', () => {
  it('leaves the lists they co-own, which stay with the primary owner', async () => {
    const owner = await register(t.url);
    const coOwner = await coOwnerOf(t.url, owner);
    expect((await coOwner.client.post('/api/Account/Delete', { password: coOwner.account.password })).status).toBe(200);
    const owners = async () => (await ownersOf(owner)).body.owners.map((o) => o.publicUserGuid);
    for (const start = Date.now(); (await owners()).length > 1 && Date.now() - start < 5000;)
      await new Promise((r) => setTimeout(r, 50));
    expect(await owners()).toEqual([await publicGuidOf(owner)]);
    const list = await t.app.get(AggregateStore).load(`wishlist-${owner.wishlistId}`, wishlistDecider);
    expect(list.state.ownerIds).toEqual([owner.userId]);
  });
});

describe('co-owner invites (issue 24)', () => {
  const settingsOf = async (caller: Registered, change: Record<string, unknown>) => {
    const { username, firstName, lastName, city, accessType, includeInSearchResult, showCrossedOff } = (
      await caller.client.get<OwnerWishlist>(`/api/MyList/Get/${caller.wishlistId}`)
    ).body;
    return {
      privateGuid: caller.wishlistId,
      username,
      firstName,
      lastName,
      city,
      accessType,
      includeInSearchResult,
      showCrossedOff,
      ...change,
    };
  };
  const updateSettings = async (caller: Registered, change: Record<string, unknown>) =>
    caller.client.post('/api/MyList/UpdateSettings', await settingsOf(caller, change));

  it('removing a co-owner revokes every open invite: neither they nor a second account of theirs gets back in through a link they saw', async () => {
    const owner = await register(t.url);
    const coOwner = await coOwnerOf(t.url, owner);
    // Links the co-owner saw while they were an owner (every owner was shown them before), or was given to pass on.
    const seen = [await inviteTo(owner, 'Oma'), await inviteTo(owner, 'Opa')];
    expect((await remove(owner, owner.wishlistId, coOwner.publicGuid)).status).toBe(204);

    const secondAccount = await register(t.url);
    for (const { guid } of seen) {
      expect(await accept(coOwner.client, guid)).toMatchObject({ status: 422, body: 'NotFound' });
      expect(await accept(secondAccount.client, guid)).toMatchObject({ status: 422, body: 'NotFound' });
      expect(await openInvite(new ApiClient(t.url), guid)).toMatchObject({ status: 422, body: 'NotFound' });
      expect(await createForInvite(new ApiClient(t.url), guid)).toMatchObject({ status: 422, body: 'InvalidInvite' });
    }
    const answer = (await ownersOf(owner)).body;
    expect(answer).toEqual({
      owners: [expect.objectContaining({ publicUserGuid: await publicGuidOf(owner) })],
      invites: [],
    });
    expect((await coOwner.client.get(`/api/MyList/Get/${owner.wishlistId}`)).status).toBe(404);

    // The primary owner invites again with new links, which work.
    const again = await inviteTo(owner, 'Oma');
    expect((await accept((await register(t.url)).client, again.guid)).status).toBe(204);
  });

  it('an invite a co-owner\u2019s second account accepted shows the primary owner that person by name, who stays after the co-owner is removed until removed too', async () => {
    const owner = await register(t.url);
    const coOwner = await coOwnerOf(t.url, owner);
    const { guid } = await inviteTo(owner, 'Mijn zus');
    const secondAccount = await register(t.url, { firstName: 'Tweede', lastName: 'Account' });
    expect((await accept(secondAccount.client, guid)).status).toBe(204);
    const secondGuid = await publicGuidOf(secondAccount);

    const names = async () => (await ownersOf(owner)).body.owners.map((o) => [o.publicUserGuid, o.fullName]);
    expect(await names()).toEqual([
      [await publicGuidOf(owner), `${owner.account.firstName} ${owner.account.lastName}`],
      [coOwner.publicGuid, `${coOwner.account.firstName} ${coOwner.account.lastName}`],
      [secondGuid, 'Tweede Account'],
    ]);
    expect((await remove(owner, owner.wishlistId, coOwner.publicGuid)).status).toBe(204);
    expect(await names()).toEqual([
      [await publicGuidOf(owner), `${owner.account.firstName} ${owner.account.lastName}`],
      [secondGuid, 'Tweede Account'],
    ]);
    expect((await remove(owner, owner.wishlistId, secondGuid)).status).toBe(204);
    expect((await secondAccount.client.get(`/api/MyList/Get/${owner.wishlistId}`)).status).toBe(404);
  });

  it('only the primary owner switches showCrossedOff (422 NotPrimaryOwner for a co-owner, who still sees no cross-off); co-owners change the other settings', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const coOwner = await coOwnerOf(t.url, owner);
    expect((await (await register(t.url)).client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(
      200,
    );
    const crossedOffFor = async (caller: Registered) =>
      (await caller.client.get<OwnerWishlist>(`/api/MyList/Get/${owner.wishlistId}`)).body.categories[0]!.gifts.find(
        (g) => g.publicGuid === giftId,
      )!.isCrossedOff;

    expect(await updateSettings(coOwner, { showCrossedOff: true })).toMatchObject({
      status: 422,
      body: 'NotPrimaryOwner',
    });
    expect([await crossedOffFor(coOwner), await crossedOffFor(owner)]).toEqual([false, false]);
    expect((await updateSettings(coOwner, { city: 'Gent' })).status).toBe(200);

    expect((await updateSettings(owner, { showCrossedOff: true })).status).toBe(200);
    expect([await crossedOffFor(coOwner), await crossedOffFor(owner)]).toEqual([true, true]);
    expect(await updateSettings(coOwner, { showCrossedOff: false })).toMatchObject({
      status: 422,
      body: 'NotPrimaryOwner',
    });
    expect((await updateSettings(coOwner, { city: 'Brugge' })).status).toBe(200);
    expect((await owner.client.get<OwnerWishlist>(`/api/MyList/Get/${owner.wishlistId}`)).body).toMatchObject({
      showCrossedOff: true,
      city: 'Brugge',
    });
  });
});

describe(`a cap of ${limits.openInvitesPerWishlist} open invites per list (issue 24, info)`, () => {
  const tryInvite = (owner: Registered, name = 'Nog Iemand') =>
    owner.client.post<NewOwnerInvite>('/api/WishlistOwner/InviteExtraOwner', {
      privateWishlistGuid: owner.wishlistId,
      name,
    });
  const inviteMany = async (owner: Registered, count: number) => {
    const made = [];
    for (let n = 0; n < count; n++) made.push(await inviteTo(owner, `Genodigde ${n}`));
    return made;
  };
  const openInvites = async (owner: Registered) => (await ownersOf(owner)).body.invites.length;

  it('refuses one more open invite with 422 TooManyInvites, also when sent at the same moment; a revoked or accepted invite frees its place', async () => {
    const owner = await register(t.url);
    const [first, second] = await inviteMany(owner, limits.openInvitesPerWishlist - 1);
    const atOnce = await Promise.all(Array.from({ length: 5 }, () => tryInvite(owner)));
    expect(atOnce.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422, 422]);
    expect(atOnce.filter((answer) => answer.status === 422).map((answer) => answer.body)).toEqual(
      Array(4).fill('TooManyInvites'),
    );
    expect(await openInvites(owner)).toBe(limits.openInvitesPerWishlist);

    expect((await revoke(owner, owner.wishlistId, first!.guid)).status).toBe(204);
    expect((await tryInvite(owner)).status).toBe(200);
    expect(await tryInvite(owner)).toMatchObject({ status: 422, body: 'TooManyInvites' });

    expect((await accept((await register(t.url)).client, second!.guid)).status).toBe(204);
    expect((await tryInvite(owner)).status).toBe(200);
    expect(await tryInvite(owner)).toMatchObject({ status: 422, body: 'TooManyInvites' });
    expect(await openInvites(owner)).toBe(limits.openInvitesPerWishlist);
  });

  it('an expired invite frees its slot', async () => {
    const owner = await register(t.url);
    await inviteTo(owner, 'Eerste');
    clock.advance(DAY_MS);
    await inviteMany(owner, limits.openInvitesPerWishlist - 1);
    expect(await tryInvite(owner)).toMatchObject({ status: 422, body: 'TooManyInvites' });

    clock.advance((INVITE_VALID_DAYS - 1) * DAY_MS - 60_000);
    expect(await tryInvite(owner)).toMatchObject({ status: 422, body: 'TooManyInvites' });
    clock.advance(60_000);
    expect((await tryInvite(owner)).status).toBe(200);
    expect(await tryInvite(owner)).toMatchObject({ status: 422, body: 'TooManyInvites' });
    expect(await openInvites(owner)).toBe(limits.openInvitesPerWishlist);
  });
});
