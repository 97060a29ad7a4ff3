import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type EventType, t } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import { UserContacts } from '../account/user-contact.js';
import type { AppConfig } from '../platform/config/config.js';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { claimDecider, claimStream } from '../platform/domain/claim.decider.js';
import { Clock } from '../platform/domain/clock.js';
import { derivedId } from '../platform/domain/derived-id.js';
import { mailGreeting } from '../platform/mail/greeting.js';
import { defangLinks } from '../platform/mail/defang-links.js';
import { tooLateToMail } from '../platform/mail/mail-outbox.js';
import type { Mail } from '../platform/mail/mailer.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import type { Reactor } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { lotingDecider, lotingStream } from './loting.decider.js';
import { lotUrlOf } from './loting-guids.js';
import { drawDetails } from './lot-mail-details.js';
import { LotMailGate } from './lot-mail-gate.js';
import { LotReader } from './lot-reader.js';

/**
 * Mails a nudge or an anonymous question to whom the giver drew (docs/lots.md). The pair is opened here, on the
 * server, from the giver's sealed lot; the mail goes to the drawn person at their lot's address (a friend at their
 * account's address of now) with their own lot link, and says nothing of the giver: no name, no address, no reply-to.
 * A draw deleted before the mail was made sends nothing. The mail goes through the lot mail gate (consent, the
 * recipient's daily count); the title, the name and the question are defanged.
 */
@Injectable()
export class LotMailsReactor implements Reactor, OnModuleInit {
  readonly name = 'lot-mails';
  readonly handles = new Set<EventType>(['LotNudgeSent', 'LotQuestionAsked']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly gate: LotMailGate,
    private readonly reader: LotReader,
    private readonly aggregates: AggregateStore,
    private readonly contacts: UserContacts,
    private readonly failpoints: Failpoints,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    if ((event.type !== 'LotNudgeSent' && event.type !== 'LotQuestionAsked') || tooLateToMail(event.metadata.at, this.clock.now())) return;
    const question = event.type === 'LotQuestionAsked' ? event.data.personal?.question : undefined;
    if (event.type === 'LotQuestionAsked' && !question) return;
    const recipient = await this.drawnBy(event.data.lotingId, event.data.participantId);
    if (!recipient) return;
    const name = defangLinks(recipient.name);
    const params = { greeting: mailGreeting(name), title: defangLinks(recipient.title), link: lotUrlOf(this.config.publicUrl, recipient.lotGuid), details: recipient.details };
    const to = { name, address: recipient.address };
    const mail: Mail = question === undefined
      ? { to, settingsGuid: recipient.settingsGuid, subject: t('mail.lot.nudge.subject', params), text: t('mail.lot.nudge.body', params) }
      : { to, settingsGuid: recipient.settingsGuid, subject: t('mail.lot.question.subject', params), text: t('mail.lot.question.body', { ...params, question: defangLinks(question) }) };
    await this.gate.enqueue(derivedId(event.eventId, 'mail'), mail, recipient.organizerId, recipient);
    this.failpoints.check('lot-mails.queued');
  }

  /** Whom the giver drew, and how to reach them; null once the draw is deleted (its keys are forgotten). */
  private async drawnBy(lotingId: string, giverId: string) {
    const { state } = await this.aggregates.load(lotingStream(lotingId), lotingDecider);
    const lot = state.participants.find((p) => p.participantId === giverId);
    if (state.status !== 'drawn' || !lot) return null;
    const [receiver, draw] = await Promise.all([this.reader.drawnBy({ state, lot }), this.reader.personalOf(lotingId)]);
    const personal = receiver && draw?.participants.get(receiver.participantId);
    if (!receiver || !draw || !personal) return null;
    const contact = receiver.userId ? await this.contacts.of(receiver.userId) : null;
    const address = receiver.userId ? contact?.address : personal.email;
    if (!address) return null;
    const emailIndex = contact?.emailIndex ?? receiver.emailIndex;
    const holderId = receiver.userId ? null : (await this.aggregates.load(claimStream('email', emailIndex), claimDecider)).state.ownerId;
    return {
      address, name: personal.name, title: draw.title, details: drawDetails(draw.description, state), lotGuid: personal.lotGuid, organizerId: state.organizerId,
      userId: receiver.userId, holderId, emailIndex, settingsGuid: receiver.userId ?? holderId,
    };
  }
}
