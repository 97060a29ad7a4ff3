import type { DomainEvent } from '@wl/contracts';
import { listEvents as list } from '../../../../tests/support/list-events.js';
import { userDecider } from '../../account/user.decider.js';
import { fold } from '../../platform/domain/decider.js';
import { wishlistDecider } from '../../wishlist/wishlist.decider.js';
import { checkedParticipants, type DrawPeople, type Person } from './draw-people.js';

const sealed = { keyId: 'k', iv: 'iv', data: 'sealed' };
const registered = (userId: string, emailIndex: string): DomainEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    publicGuid: `pub-${userId}`,
    isAccount: true,
    receiveMailing: false,
    emailIndex,
    personal: sealed,
    firstWishlist: null,
    extraOwnerInvite: null,
  },
});
const person = (userId: string, events: DomainEvent[] = [registered(userId, `mail-${userId}`)]): Person => ({
  userId,
  publicGuid: `pub-${userId}`,
  user: fold(userDecider, events),
});
const followed = (events: DomainEvent[], owners: Person[]) => ({ list: fold(wishlistDecider, events), owners });
const entry = (
  name: string,
  overrides: { email?: string; publicUserGuid?: string | null; localGuid?: string } = {},
) => ({
  localGuid: overrides.localGuid ?? `local-${name}`,
  name,
  email: overrides.email ?? '',
  publicUserGuid: overrides.publicUserGuid ?? null,
  friendParticipantPublicGuid: null,
  exclude: [],
});
const people = (more: Partial<DrawPeople> = {}): DrawPeople => ({
  organizer: person('me'),
  followed: [followed([list.created('list-f', 'friend')], [person('friend')])],
  emailIndexes: { 'carla@example.com': 'mail-carla', 'me@example.com': 'mail-me' },
  ...more,
});
const me = entry('Ik', { publicUserGuid: 'pub-me' });
const friend = entry('Vriend', { publicUserGuid: 'pub-friend' });
const carla = entry('Carla', { email: 'carla@example.com' });

describe('whom a draw may name: decided on the organizer\u2019s, the followed lists\u2019 and their owners\u2019 streams', () => {
  it('names the organizer first, a friend by account and someone by address', () => {
    expect(
      checkedParticipants(people(), [me, friend, carla]).map(({ userId, emailIndex }) => ({ userId, emailIndex })),
    ).toEqual([
      { userId: 'me', emailIndex: 'mail-me' },
      { userId: 'friend', emailIndex: 'mail-friend' },
      { userId: null, emailIndex: 'mail-carla' },
    ]);
  });

  it('refuses a friend whose followed list the stream says is private, deleted, or of several owners: InvalidData', () => {
    const refusedWith = (list: ReturnType<typeof followed>) =>
      expect(() => checkedParticipants(people({ followed: [list] }), [me, friend, carla])).toThrow('InvalidData');
    refusedWith(
      followed([list.created('list-f', 'friend'), list.accessChanged('list-f', 'CLOSED')], [person('friend')]),
    );
    refusedWith(followed([list.created('list-f', 'friend'), list.deleted('list-f')], [person('friend')]));
    refusedWith(
      followed(
        [list.created('list-f', 'friend'), list.coOwnerJoined('list-f', 'other')],
        [person('friend'), person('other')],
      ),
    );
    expect(() => checkedParticipants(people({ followed: [] }), [me, friend, carla])).toThrow('InvalidData');
  });

  it('refuses a friend whose stream holds no address, and duplicates of a person or of the organizer\u2019s address: InvalidData', () => {
    expect(() =>
      checkedParticipants(
        people({ followed: [followed([list.created('list-f', 'friend')], [person('friend', [])])] }),
        [me, friend, carla],
      ),
    ).toThrow('InvalidData');
    expect(() => checkedParticipants(people(), [me, friend, { ...friend, localGuid: 'again' }])).toThrow('InvalidData');
    expect(() => checkedParticipants(people(), [me, friend, entry('Ik weer', { email: 'me@example.com' })])).toThrow(
      'InvalidData',
    );
  });

  it('refuses an organizer whose stream holds no address, or another address first: InvalidOrganizerEmail', () => {
    expect(() => checkedParticipants(people({ organizer: person('me', []) }), [me, friend, carla])).toThrow(
      'InvalidOrganizerEmail',
    );
    expect(() => checkedParticipants(people(), [{ ...me, email: 'carla@example.com' }, friend, carla])).toThrow(
      'InvalidOrganizerEmail',
    );
  });
});
