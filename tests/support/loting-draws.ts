import type { CreateLotingAnswer, LotParticipantInput } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import type { Answer, ApiClient, Registered } from './api-client.js';

/** A participant of a draw request: an e-mail participant unless `publicUserGuid` is given. */
export const participant = (
  name: string,
  email: string,
  overrides: Partial<LotParticipantInput> = {},
): LotParticipantInput => ({
  localGuid: randomUUID(),
  name,
  email,
  publicUserGuid: null,
  friendParticipantPublicGuid: null,
  exclude: [],
  ...overrides,
});

/** The logged-in caller as the draw's first participant. */
export async function organizerParticipant(client: ApiClient, name = 'Organisator'): Promise<LotParticipantInput> {
  const me = await client.get<{ publicGuid: string }>('/api/Account/UserData');
  return participant(name, '', { publicUserGuid: me.body.publicGuid });
}

/** `Loting/Create` with the caller first and e-mail participants for `others` (addresses made unique per call). */
export async function createLoting(
  client: ApiClient,
  others: string[] = ['Bert', 'Carla'],
  extra: { title?: string; description?: string; redoOf?: string | null; budget?: unknown; date?: unknown } = {},
): Promise<Answer<CreateLotingAnswer> & { participants: LotParticipantInput[] }> {
  const tag = randomUUID().slice(0, 8);
  const participants = [
    await organizerParticipant(client),
    ...others.map((name) => participant(name, `${name.toLowerCase()}-${tag}@example.com`)),
  ];
  const answer = await client.post<CreateLotingAnswer>('/api/Loting/Create', {
    title: 'Kerstfeest',
    description: 'Cadeautjes tot 20 euro',
    participants,
    ...extra,
  });
  return { ...answer, participants };
}

/**
 * `follower` adds `owner`'s list on their friends page. Both ways, it makes two people friends as lots need them: a
 * friend is added to a draw by account only from the organizer's follows, and is mailed only while they follow the
 * organizer back (docs/lots.md, "Lots as a mail channel").
 */
export async function follow(follower: Registered, owner: Registered): Promise<void> {
  const list = await follower.client.get<{ publicGuid: string }>(`/api/Wishlist/Get/${owner.account.username}`);
  const added = await follower.client.post('/api/Friend/Add', { wishlistPublicGuid: list.body.publicGuid });
  if (added.status !== 200) throw new Error(`Friend/Add answered ${added.status}`);
}
