import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type EventType, LotQuestionPersonal, type Sealed, tMail } from '@wl/contracts';
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
import { Failpoints } from '../platform/reactors/failpoints.js';
import type { Reactor } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { lotingDecider, type LotingState, type LotState, lotingStream } from './loting.decider.js';
import { lotUrlOf } from './loting-guids.js';
import { drawDetails } from './lot-mail-details.js';
import { LotMailGate, type LotMailRecipient } from './lot-mail-gate.js';
import { LotReader, type OpenedDraw } from './lot-reader.js';
import { CoupledList } from './coupled-list.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';

/**
 * Mails a nudge or an anonymous question to whom the giver drew, and an answer back to the asker (docs/lots.md). The
 * pair is opened here, on the server, from the giver's sealed lot; the mail goes to the drawn person at their lot's
 * address (a friend at their account's address of now) with their own lot link, and says nothing of the giver: no
 * name, no address, no reply-to. The answer goes to the asker the same way and names nobody either. A draw deleted
 * before the mail was made sends nothing. The mail goes through the lot mail gate (consent, the recipient's daily
 * count); the title, the name, the question and the answer are defanged.
 */
@Injectable()
export class LotMailsReactor implements Reactor, OnModuleInit {
  readonly name = 'lot-mails';
  readonly handles = new Set<EventType>(['LotNudgeSent', 'LotQuestionAsked', 'LotQuestionAnswered']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly gate: LotMailGate,
    private readonly reader: LotReader,
    private readonly aggregates: AggregateStore,
    private readonly contacts: UserContacts,
    private readonly failpoints: Failpoints,
    private readonly clock: Clock,
    private readonly personal: PersonalData,
    private readonly coupledList: CoupledList,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    if (!this.handles.has(event.type) || tooLateToMail(event.metadata.at, this.clock.now())) return;
    const mail = await this.mailOf(event);
    if (!mail) return;
    await this.gate.enqueue(derivedId(event.eventId, 'mail'), mail.mail, mail.recipient.organizerId, mail.recipient);
    this.failpoints.check('lot-mails.queued');
  }

  private async mailOf(event: ProjectionEvent): Promise<{ mail: Mail; recipient: Recipient } | null> {
    if (event.type !== 'LotNudgeSent' && event.type !== 'LotQuestionAsked' && event.type !== 'LotQuestionAnswered')
      return null;
    const loaded = await this.drawOf(event.data.lotingId);
    if (!loaded) return null;
    return event.type === 'LotQuestionAnswered' ? this.answerMail(loaded, event) : this.giverMail(loaded, event);
  }

  /** A nudge or a question, to whom the giver drew. */
  private async giverMail({ state, draw }: LoadedDraw, event: ProjectionEventOf<'LotNudgeSent' | 'LotQuestionAsked'>) {
    const giver = state.participants.find((p) => p.participantId === event.data.participantId);
    const receiver = giver && (await this.reader.drawnBy({ state, lot: giver }));
    const recipient = receiver ? await this.reach(state, draw, receiver) : null;
    if (!recipient || !receiver) return null;
    const params = this.paramsOf(recipient);
    const mail = (subject: string, text: string) => ({
      recipient,
      mail: { to: recipient.to, settingsGuid: recipient.settingsGuid, subject, text },
    });
    if (event.type === 'LotNudgeSent') {
      // A list coupled but no longer shown (private, deleted): the mail says so, instead of asking to couple one.
      const body =
        receiver.wishlistId && !(await this.coupledList.visible(receiver.wishlistId))
          ? 'mail.lot.nudge.body_hidden'
          : 'mail.lot.nudge.body';
      return mail(tMail('mail.lot.nudge.subject', params), tMail(body, params));
    }
    const question = event.data.personal?.question;
    if (!question) return null;
    const { questionId } = event.data;
    // Version-1 questions have no id to answer by: their mail links the lot.
    const answerLink = questionId ? `${params.link}/vraag/${questionId}` : params.link;
    // Someone who coupled a list already is not asked to couple one.
    const couple = receiver.wishlistId ? '' : tMail('mail.lot.question.couple', params);
    return mail(
      tMail('mail.lot.question.subject', params),
      tMail('mail.lot.question.body', { ...params, question: defangLinks(question), answerLink, couple }),
    );
  }

  /** An answer, to whoever asked; it names nobody. */
  private async answerMail({ state, draw }: LoadedDraw, event: ProjectionEventOf<'LotQuestionAnswered'>) {
    const asked = state.questions.find((q) => q.questionId === event.data.questionId);
    const asker = asked && state.participants.find((p) => p.participantId === asked.askerId);
    const [question, answer] = [asked ? await this.questionText(asked.question) : null, event.data.personal?.answer];
    const recipient = asker && question && answer ? await this.reach(state, draw, asker) : null;
    if (!recipient || !question || !answer) return null;
    const params = { ...this.paramsOf(recipient), question: defangLinks(question), answer: defangLinks(answer) };
    return {
      recipient,
      mail: {
        to: recipient.to,
        settingsGuid: recipient.settingsGuid,
        subject: tMail('mail.lot.answer.subject', params),
        text: tMail('mail.lot.answer.body', params),
      },
    };
  }

  private paramsOf(recipient: Recipient) {
    return {
      greeting: mailGreeting(recipient.to.name),
      title: defangLinks(recipient.title),
      link: lotUrlOf(this.config.publicUrl, recipient.lotGuid),
      details: recipient.details,
    };
  }

  /** The draw while it is drawn, with its personal data; null once deleted (its keys are forgotten). */
  private async drawOf(lotingId: string): Promise<LoadedDraw | null> {
    const { state } = await this.aggregates.load(lotingStream(lotingId), lotingDecider);
    const draw = state.status === 'drawn' ? await this.reader.personalOf(lotingId) : null;
    return draw ? { state, draw } : null;
  }

  private async questionText(sealed: Sealed): Promise<string | null> {
    const opened = LotQuestionPersonal.safeParse(await this.personal.open(sealed));
    return opened.success ? opened.data.question : null;
  }

  /** How to reach a participant: their lot's address (a user's account address of now) and their own lot link. */
  private async reach(state: LotingState, draw: OpenedDraw, participant: LotState): Promise<Recipient | null> {
    const personal = draw.participants.get(participant.participantId);
    if (!personal) return null;
    const contact = participant.userId ? await this.contacts.of(participant.userId) : null;
    const address = participant.userId ? contact?.address : personal.email;
    if (!address) return null;
    const emailIndex = contact?.emailIndex ?? participant.emailIndex;
    const holderId = participant.userId
      ? null
      : (await this.aggregates.load(claimStream('email', emailIndex), claimDecider)).state.ownerId;
    const name = defangLinks(personal.name);
    return {
      to: { name, address },
      title: draw.title,
      details: drawDetails(draw.description, state),
      lotGuid: personal.lotGuid,
      organizerId: state.organizerId,
      userId: participant.userId,
      holderId,
      emailIndex,
      settingsGuid: participant.userId ?? holderId,
    };
  }
}

type ProjectionEventOf<T extends EventType> = Extract<ProjectionEvent, { type: T }>;
interface LoadedDraw {
  state: LotingState;
  draw: OpenedDraw;
}

interface Recipient extends LotMailRecipient {
  to: { name: string; address: string };
  title: string;
  details: string;
  lotGuid: string;
  organizerId: string;
  settingsGuid: string | null;
}
