import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventType } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import { Failpoints } from '../platform/reactors/failpoints.js';
import type { Reactor } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { UseCases } from '../platform/use-case/use-cases.js';
import { acceptRegistrationInviteOf } from './accept-registration-invite/accept-registration-invite.js';

/** Finishes registrations through a co-owner invite: accepts the invite a `UserRegistered` names if the request did not. */
@Injectable()
export class ExtraOwnerInviteReactor implements Reactor, OnModuleInit {
  readonly name = 'extra-owner-invite';
  readonly handles = new Set<EventType>(['UserRegistered']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly useCases: UseCases,
    private readonly failpoints: Failpoints,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    if (event.type !== 'UserRegistered' || !event.data.extraOwnerInvite) return;
    this.failpoints.check('extra-owner-invite.reactor');
    await acceptRegistrationInviteOf(
      this.useCases,
      event.eventId,
      new Date(event.metadata.at),
      event.data,
      event.metadata,
    );
  }
}
