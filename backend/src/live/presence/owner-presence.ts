import { Injectable } from '@nestjs/common';

/**
 * Who of a list's owners is online on its owner page: the user ids of those owners. The owner view and
 * `GetOwnersAndInvites` read `isOnline` from here. Until presence is tracked, nobody is online.
 */
@Injectable()
export class OwnerPresence {
  async onlineOwners(_wishlistId: string): Promise<Set<string>> {
    return new Set();
  }
}
