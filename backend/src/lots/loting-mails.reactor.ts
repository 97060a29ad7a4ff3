import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type EventType, tMail } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import { UserContacts } from '../account/index.js';
import type { AppConfig } from '../platform/config/config.js';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { claimDecider, claimStream } from '../platform/domain/claim.decider.js';
import { Clock } from '../platform/domain/clock.js';
import { derivedId } from '../platform/domain/derived-id.js';
import { mailGreeting } from '../platform/mail/greeting.js';
import { defangLinks } from '../platform/mail/defang-links.js';
import { tooLateToMail } from '../platform/mail/mail-outbox.js';
import type { Mail } from '../platform/mail/mailer.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import type { Reactor } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { drawDetails } from './lot-mail-details.js';
import { LotMailGate, type LotMailRecipient } from './lot-mail-gate.js';
import { lotUrlOf, organizerUrlOf } from './loting-guids.js';
import { type LotingRecord, LotingRecords } from './loting-records.js';

/** Where one lot goes: the address, the name to greet, and whose mail settings the footer links to. */
interface Recipient extends LotMailRecipient {
  address: string;
  name: string;
  settingsGuid: string | null;
}

/**
 * Lot mails (docs/lots.md "Mails"), exactly once each through the outbox, keyed by the event and the participant:
 * on `LotsDrawn` every participant gets their lot link and the organizer also the organizer link; on `LotResent` the
 * participant gets their lot again. A mail names the draw, its organizer, the link, and the description, budget and
 * date, never whom the lot drew (the pair is not opened here); a redo's mails say the earlier lot no longer holds. Friends and the organizer are mailed at their account's current address. Every mail goes
 * through the lot mail gate (consent, the recipient's daily count); what the organizer typed is defanged.
 */
@Injectable()
export class LotingMailsReactor implements Reactor, OnModuleInit {
  readonly name = 'loting-mails';
  readonly handles = new Set<EventType>(['LotsDrawn', 'LotResent']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly gate: LotMailGate,
    private readonly records: LotingRecords,
    private readonly contacts: UserContacts,
    private readonly aggregates: AggregateStore,
    private readonly personal: PersonalData,
    private readonly failpoints: Failpoints,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    if (
      (event.type !== 'LotsDrawn' && event.type !== 'LotResent') ||
      tooLateToMail(event.metadata.at, this.clock.now())
    )
      return;
    const record = await this.records.read(event.data.lotingId);
    // A draw deleted (or erased) before its mails went out sends none.
    if (record.state.status !== 'drawn' || !record.personal) return;
    if (event.type === 'LotsDrawn') {
      for (const lot of record.personal.participants) {
        await this.mailLot(record, lot.participantId, derivedId(event.eventId, 'mail', lot.participantId), 'drawn');
        this.failpoints.check('loting-mails.first-queued');
      }
      return;
    }
    // The address this resend went to, even when a later resend changed it again.
    const address = event.data.personal?.email || undefined;
    await this.mailLot(record, event.data.participantId, derivedId(event.eventId, 'mail'), 'resent', address);
  }

  private async mailLot(
    record: LotingRecord,
    participantId: string,
    key: string,
    why: 'drawn' | 'resent',
    address?: string,
  ): Promise<void> {
    const { state, personal } = record;
    const lot = personal!.participants.find((p) => p.participantId === participantId);
    const index = state.participants.findIndex((p) => p.participantId === participantId);
    const to =
      lot && index >= 0
        ? await this.recipient(state.participants[index]!.userId, address ?? lot.email, lot.name)
        : null;
    if (!lot || !to) return;
    const title = defangLinks(personal!.title);
    const organizer = defangLinks(personal!.participants[0]!.name);
    const lotLink = lotUrlOf(this.config.publicUrl, lot.lotGuid);
    const name = defangLinks(to.name);
    const greeting = mailGreeting(name);
    const details = drawDetails(personal!.description, state);
    // A redo's lots say so: the lot mailed before for this draw no longer holds.
    const redone = why === 'drawn' && state.redoOf ? tMail('mail.lot.redone.notice') : '';
    const mail: Omit<Mail, 'to' | 'settingsGuid'> =
      why === 'resent'
        ? {
            subject: tMail('mail.lot.resent.subject', { title }),
            text: tMail('mail.lot.resent.body', { greeting, organizer, title, link: lotLink, details }),
          }
        : index === 0
          ? {
              subject: tMail(redone ? 'mail.lot.redone.organizer_subject' : 'mail.lot.organizer.subject', { title }),
              text: tMail('mail.lot.organizer.body', {
                greeting,
                redone,
                title,
                count: state.participants.length,
                link: lotLink,
                details,
                organizerLink: organizerUrlOf(this.config.publicUrl, state.publicGuid, personal!.manageGuid),
              }),
            }
          : {
              subject: tMail(redone ? 'mail.lot.redone.subject' : 'mail.lot.subject', { title }),
              text: tMail('mail.lot.body', { greeting, redone, organizer, title, link: lotLink, details }),
            };
    await this.gate.enqueue(
      key,
      { ...mail, to: { name: name || undefined, address: to.address }, settingsGuid: to.settingsGuid },
      state.organizerId,
      to,
    );
  }

  /**
   * A user (the organizer, a friend) at their account's current address, with their own settings link; someone added
   * by e-mail at the address the lot goes to now, with the settings link of whoever holds that address, if anyone.
   */
  private async recipient(userId: string | null, address: string, typedName: string): Promise<Recipient | null> {
    if (userId) {
      const contact = await this.contacts.of(userId);
      return contact
        ? {
            address: contact.address,
            name: contact.firstName || typedName,
            settingsGuid: userId,
            userId,
            holderId: null,
            emailIndex: contact.emailIndex,
          }
        : null;
    }
    if (!address) return null;
    const emailIndex = await this.personal.index('email', address);
    const holder = (await this.aggregates.load(claimStream('email', emailIndex), claimDecider)).state.ownerId;
    return { address, name: typedName, settingsGuid: holder, userId: null, holderId: holder, emailIndex };
  }
}
