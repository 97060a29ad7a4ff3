import type { CreateLotingRequest } from '@wl/contracts';
import type { z } from 'zod';
import type { UserState } from '../../account/user.decider.js';
import { Problem } from '../../platform/domain/problem.js';
import type { WishlistState } from '../../wishlist/wishlist.decider.js';

type Input = z.output<typeof CreateLotingRequest>['participants'][number];

/** A user as their stream says now, with the public guid the organizer names them by (a read model maps it; it never changes). */
export interface Person {
  userId: string;
  publicGuid: string | null;
  user: UserState;
}

/**
 * Whom a draw may name, as their streams say now: the organizer's user stream, and each list their friends stream
 * follows, with its owners. The addresses typed for people added by e-mail come as their blind indexes.
 */
export interface DrawPeople {
  organizer: Person;
  followed: { list: WishlistState; owners: Person[] }[];
  /** The blind index of each typed address, by the address in lower case. */
  emailIndexes: Readonly<Record<string, string>>;
}

/** A participant once checked: who they are to the server (a user or an address), never shown to the organizer. */
export interface Checked {
  input: Input;
  userId: string | null;
  /** The typed address of an e-mail participant; '' for users (they are mailed at their account's current address). */
  email: string;
  emailIndex: string;
}

/**
 * The friends a draw may name: the single owner of each followed list that exists and is not private, with an
 * address; a list with several owners is not one person, and the organizer is not their own friend.
 */
function friendsOf({ organizer, followed }: DrawPeople): Map<string, Person> {
  const friends = new Map<string, Person>();
  for (const { list, owners } of followed) {
    if (!list.exists || list.accessType === 'CLOSED' || owners.length !== 1) continue;
    const [owner] = owners;
    if (owner!.userId !== organizer.userId && owner!.publicGuid) friends.set(owner!.publicGuid, owner!);
  }
  return friends;
}

/**
 * The organizer first (their own account; the address, when given, theirs), then friends by public user guid and
 * people by address. Duplicates are refused; an e-mail participant who is also a friend is not detected, since
 * refusing them would tell the organizer the friend's address.
 */
export function checkedParticipants(people: DrawPeople, inputs: Input[]): Checked[] {
  const { organizer, emailIndexes } = people;
  const organizerIndex = organizer.user.emailIndex;
  if (!organizerIndex) throw new Problem('InvalidOrganizerEmail');
  const [first, ...others] = inputs;
  if (!first || !organizer.publicGuid || first.publicUserGuid !== organizer.publicGuid)
    throw new Problem('InvalidData');
  if (first.email && emailIndexes[first.email.toLowerCase()] !== organizerIndex)
    throw new Problem('InvalidOrganizerEmail');
  if (new Set(inputs.map((p) => p.localGuid.toLowerCase())).size !== inputs.length) throw new Problem('InvalidData');
  const friends = friendsOf(people);
  const seen = new Set([`user:${organizer.userId}`, `email:${organizerIndex}`]);
  const checked: Checked[] = [{ input: first, userId: organizer.userId, email: '', emailIndex: organizerIndex }];
  for (const input of others) {
    const friend = input.publicUserGuid ? friends.get(input.publicUserGuid) : null;
    if (input.publicUserGuid && !friend?.user.emailIndex) throw new Problem('InvalidData');
    if (!friend && !input.email) throw new Problem('InvalidData');
    const emailIndex = friend ? friend.user.emailIndex! : emailIndexes[input.email.toLowerCase()]!;
    const key = friend ? `user:${friend.userId}` : `email:${emailIndex}`;
    if (seen.has(key)) throw new Problem('InvalidData');
    seen.add(key);
    checked.push(
      friend
        ? { input, userId: friend.userId, email: '', emailIndex }
        : { input, userId: null, email: input.email, emailIndex },
    );
  }
  return checked;
}
