import { Injectable } from '@nestjs/common';
import type { SendNudgeAnswer } from '@wl/contracts';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { Problem } from '../platform/domain/problem.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { type Counter, RateLimits } from '../platform/security/rate-limits.js';
import { type LotingCommand, lotingDecider, lotingStream, nudgeDisabledUntil } from './loting.decider.js';
import { type FoundLot, LotReader } from './lot-reader.js';
import { LotQuestions } from './lot-questions.js';
import { CoupledList } from './coupled-list.js';

/**
 * What the holder of a lot guid may do besides the use cases (docs/lots.md): nudge whom they drew, and answer the
 * questions of whoever drew them. Each decision is made on the draw's stream.
 */
@Injectable()
export class LotCommands {
  constructor(
    private readonly reader: LotReader,
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModels,
    private readonly personal: PersonalData,
    private readonly rateLimits: RateLimits,
    private readonly clock: Clock,
    private readonly questions: LotQuestions,
    private readonly coupledList: CoupledList,
  ) {}

  /** The nudge is refused on the receiver opened from this lot's own pair; the mail is the reactor's (lot-mails.reactor.ts). */
  async sendNudge(lotGuid: string, context: CommandContext): Promise<SendNudgeAnswer> {
    const found = await this.livingLot(lotGuid);
    const drawn = await this.reader.drawnBy(found);
    if (!drawn) throw new Problem('LotDoesNotExist');
    const now = this.clock.now().toISOString();
    // Every mail of a draw counts against its organizer; a nudge the decider refuses mails nothing and gets its point back.
    const counted: Counter[] = [['lotMailsPerOrganizer', found.state.organizerId]];
    await this.rateLimits.consumeEach(counted);
    const receiverListVisible = await this.coupledList.visible(drawn.wishlistId);
    const { state } = await this.execute(
      found,
      {
        type: 'SendNudge',
        participantId: found.lot.participantId,
        receiverId: drawn.participantId,
        receiverListVisible,
        now,
      },
      context,
    ).catch(async (error: unknown) => {
      if (error instanceof Problem) await this.rateLimits.refundEach(counted);
      throw error;
    });
    const lot = state.participants.find((p) => p.participantId === found.lot.participantId);
    return { nudgeDisabledUntil: nudgeDisabledUntil(lot?.lastNudgeAt ?? now)! };
  }

  /**
   * Whom the asker drew answers, by their own lot guid. The answer is sealed under the asker's lot key, like the
   * question; it is counted per answering lot and against the organizer (the asker is mailed), and refused ones give
   * their points back.
   */
  async answerQuestion(lotGuid: string, questionId: string, answer: string, context: CommandContext): Promise<void> {
    const found = await this.livingLot(lotGuid);
    const question = found.state.questions.find((q) => q.questionId === questionId);
    if (!question) throw new Problem('QuestionNotFound');
    const askerDrew = await this.questions.askedOfWhom(found, question);
    const counted: Counter[] = [
      ['lotAnswersPerLot', found.lot.participantId],
      ['lotMailsPerOrganizer', found.state.organizerId],
    ];
    await this.rateLimits.consumeEach(counted);
    const personal = await this.personal.seal(question.askerId, { answer });
    await this.execute(
      found,
      { type: 'AnswerQuestion', participantId: found.lot.participantId, questionId, askerDrew, personal },
      context,
    ).catch(async (error: unknown) => {
      if (error instanceof Problem) await this.rateLimits.refundEach(counted);
      throw error;
    });
  }

  /** Nudges and questions answer one problem for an unknown lot and a deleted draw alike. */
  private async livingLot(lotGuid: string): Promise<FoundLot> {
    const found = await this.reader.byGuid(lotGuid);
    if (!found || found.state.status !== 'drawn') throw new Problem('LotDoesNotExist');
    return found;
  }

  private async execute(found: FoundLot, command: LotingCommand, context: CommandContext) {
    const result = await this.aggregates.execute(lotingStream(found.state.lotingId), lotingDecider, command, context);
    await this.readModels.settle(result);
    return result;
  }
}
