import { useRef, useState, type FormEvent } from 'react';
import { AnswerQuestionRequest, limits, t, type LotQuestionView } from '@wl/contracts';
import { describeError, problemOf, statusOf } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { StatusNotice } from '../../../ui/StatusNotice.js';
import { TextAreaField } from '../../../ui/fields.js';
import { beginSubmit, fieldErrors } from '../../../ui/validation.js';
import { useAnswerQuestionMutation, type LiveLotView } from '../../../api/lotsApi.js';

/**
 * The anonymous questions of a lot (docs/lots.md, "Questions and answers"): those asked of its holder, to answer
 * without learning who asked, and those its holder asked, with their answers.
 */
export function LotQuestions({ lot, guid }: { lot: LiveLotView; guid: string }) {
  return (
    <>
      {lot.questionsToMe.length > 0 && (
        <section className="lot-questions" aria-labelledby="lot-questions-to-me">
          <h2 id="lot-questions-to-me">{t('lot.questions_to_me.title')}</h2>
          <p className="form__note">{t('lot.questions_to_me.intro')}</p>
          {lot.questionsToMe.map((question) => (
            <QuestionToMe key={question.questionId} question={question} guid={guid} />
          ))}
        </section>
      )}
      {lot.myQuestions.length > 0 && (
        <section className="lot-questions" aria-labelledby="lot-my-questions">
          <h2 id="lot-my-questions">{t('lot.my_questions.title', { name: lot.drawnParticipant.name })}</h2>
          <ul className="lot-questions__list">
            {lot.myQuestions.map(({ questionId, question, answer }) => (
              <li key={questionId} className="lot-question">
                <p className="lot-question__text">{question}</p>
                <p className={answer === null ? 'form__note' : 'lot-question__answer'}>
                  {answer === null ? t('lot.my_questions.waiting') : t('lot.my_questions.answer', { answer })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** One question asked of the holder: its text, then their answer, or the form to give it. */
export function QuestionToMe({ question, guid }: { question: LotQuestionView; guid: string }) {
  const [sent, setSent] = useState(false);
  return (
    <article className="lot-question">
      <p className="lot-question__text">{question.question}</p>
      {question.answer === null ? (
        <AnswerForm guid={guid} questionId={question.questionId} onSent={() => setSent(true)} />
      ) : (
        <p className="lot-question__answer">{t('lot.answer.yours', { answer: question.answer })}</p>
      )}
      <StatusNotice text={sent ? t('lot.answer.sent') : null} />
    </article>
  );
}

/** The lot is fetched again after an answer, which then shows in place of this form. */
function AnswerForm({ guid, questionId, onSent }: { guid: string; questionId: string; onSent: () => void }) {
  const [answer, setAnswer] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [answerQuestion, { isLoading }] = useAnswerQuestionMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const parsed = AnswerQuestionRequest.safeParse({ lotPrivateGuid: guid, questionId, answer });
  const error = submitted ? fieldErrors(parsed).answer : undefined;

  const submit = async (event: FormEvent) => {
    setFailure(null);
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted)) return;
    try {
      await answerQuestion(parsed.data).unwrap();
      onSent();
    } catch (failed) {
      setFailure(failureText(failed));
    }
  };

  return (
    <form ref={formRef} className="form" onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        label={t('lot.answer.label')}
        value={answer}
        error={error}
        maxLength={limits.lotQuestion}
        rows={3}
        onChange={(event) => setAnswer(event.target.value)}
      />
      {failure && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="button-row">
        <Button type="submit" variant="primary" busy={isLoading}>
          {t('lot.answer.send')}
        </Button>
      </div>
    </form>
  );
}

function failureText(failed: unknown): string {
  if (statusOf(failed) === 429) return t('lot.answer.too_many');
  switch (problemOf(failed)) {
    case 'AlreadyAnswered':
      return t('lot.answer.already_answered');
    case 'QuestionNotFound':
      return t('lot.answer.not_found');
    default:
      return describeError(failed);
  }
}
