import { Injectable } from '@nestjs/common';
import { LotAnswerPersonal, type LotQuestionView, LotQuestionPersonal, type Sealed } from '@wl/contracts';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import type { QuestionState } from './loting.decider.js';
import { type FoundLot, LotReader } from './lot-reader.js';

/**
 * The anonymous questions of a lot (docs/lots.md, "Questions and answers"): those its holder asked, and those whoever
 * drew its holder asked them. Both texts are sealed under the asker's lot key; whom a question went to is found by
 * opening the asker's pair here, on the server, and never answered: a question shown to whom it was asked carries
 * its id, text and answer only.
 */
@Injectable()
export class LotQuestions {
  constructor(
    private readonly reader: LotReader,
    private readonly personal: PersonalData,
  ) {}

  /** The questions this lot's holder asked, with their answers. */
  async askedBy({ state, lot }: FoundLot): Promise<LotQuestionView[]> {
    return this.opened(state.questions.filter((q) => q.askerId === lot.participantId));
  }

  /** The questions asked of this lot's holder: those of the one giver who drew them. */
  async askedOf(found: FoundLot): Promise<LotQuestionView[]> {
    const giverId = await this.giverOf(found);
    return giverId ? this.opened(found.state.questions.filter((q) => q.askerId === giverId)) : [];
  }

  /** Whom the asker of a question drew (opened from the asker's pair); null for an unknown question or a forgotten key. */
  async askedOfWhom({ state }: FoundLot, question: QuestionState): Promise<string | null> {
    const asker = state.participants.find((p) => p.participantId === question.askerId);
    return asker ? ((await this.reader.drawnBy({ state, lot: asker }))?.participantId ?? null) : null;
  }

  /** Opens the pairs of the askers only, each once, until the one who drew this holder is found. */
  private async giverOf(found: FoundLot): Promise<string | null> {
    const askers = new Set(found.state.questions.map((q) => q.askerId));
    for (const askerId of askers) {
      const question = found.state.questions.find((q) => q.askerId === askerId)!;
      if ((await this.askedOfWhom(found, question)) === found.lot.participantId) return askerId;
    }
    return null;
  }

  private async opened(questions: QuestionState[]): Promise<LotQuestionView[]> {
    const views = await Promise.all(
      questions.map(async (q) => {
        const question = LotQuestionPersonal.safeParse(await this.personal.open(q.question));
        if (!question.success) return null;
        return { questionId: q.questionId, question: question.data.question, answer: await this.answerOf(q.answer) };
      }),
    );
    return views.filter((v) => v !== null);
  }

  private async answerOf(sealed: Sealed | null): Promise<string | null> {
    if (!sealed) return null;
    const answer = LotAnswerPersonal.safeParse(await this.personal.open(sealed));
    return answer.success ? answer.data.answer : null;
  }
}
