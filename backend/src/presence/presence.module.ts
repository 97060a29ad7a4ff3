import { Module } from '@nestjs/common';
import { OwnerPresence } from './owner-presence.js';

/** One `OwnerPresence` per process: import this module wherever online owners are read. */
@Module({ providers: [OwnerPresence], exports: [OwnerPresence] })
export class PresenceModule {}
