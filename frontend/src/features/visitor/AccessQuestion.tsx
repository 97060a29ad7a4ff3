import { useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { t } from '@wl/contracts';
import { describeError, statusOf } from '../../api/errors.js';
import { loadContractSchemas, useContractSchemas } from '../../api/lazySchemas.js';
import type { AppDispatch } from '../../api/dispatch.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/fields.js';
import { usePageTitle } from '../../ui/hooks.js';
import { fieldErrors } from '../../ui/validation.js';
import { NoAccessView } from './AccessExplanation.js';
import { reloadAccessState, useVerifyAnswerMutation } from '../../api/visitorApi.js';

type AccessQuestionProps = { username: string; fullName: string; question: string };

/**
 * An open list asks its question first. A right answer is remembered by the server, and the list view then loads the
 * visitor page; a wrong one is said under the field; a 401 means the list asks no question (any more): no access,
 * unless the access state, asked again, says otherwise.
 */
export function AccessQuestion({ username, fullName, question }: AccessQuestionProps) {
  usePageTitle(t('listview.question.title'));
  const [answer, setAnswer] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [noAccess, setNoAccess] = useState(false);
  const [verify, { isLoading }] = useVerifyAnswerMutation();
  const dispatch = useDispatch<AppDispatch>();
  const formRef = useRef<HTMLFormElement>(null);
  const schemas = useContractSchemas();
  const input = () => formRef.current?.querySelector('input');

  if (noAccess) return <NoAccessView fullName={fullName} />;

  const parsed = schemas?.VerifyAnswerRequest.safeParse({ username, answer });
  const empty = answer.trim() === '';
  const error =
    refusal ??
    (submitted ? (empty ? t('listview.question.required') : ((parsed && fieldErrors(parsed).answer) ?? null)) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    const checked = await loadContractSchemas().then(
      (schemas) => schemas.VerifyAnswerRequest.safeParse({ username, answer }),
      () => null,
    );
    if (!checked) return setRefusal(t('error.no_connection_action'));
    if (empty || !checked.success) {
      input()?.focus();
      return;
    }
    try {
      const { valid } = await verify(checked.data).unwrap();
      if (!valid) {
        setRefusal(t('listview.question.wrong_answer'));
        input()?.select();
      }
    } catch (failure) {
      const status = statusOf(failure);
      if (status === 401) {
        // The list asks no question (any more): it may have been made private, or public.
        setNoAccess(true);
        dispatch(reloadAccessState(username));
      } else {
        setRefusal(status === 429 ? t('listview.question.too_many') : describeError(failure));
      }
    }
  };

  return (
    <section className="page page--narrow access-question">
      <h1>{t('listview.question.title')}</h1>
      <p>{t('listview.question.intro', { name: fullName })}</p>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <TextField
          label={question}
          hint={t('access.answer_hint')}
          name="answer"
          autoComplete="off"
          autoFocus
          value={answer}
          error={error}
          onChange={(event) => {
            setAnswer(event.target.value);
            setRefusal(null);
          }}
        />
        <div className="button-row button-row--fill">
          <Button type="submit" variant="primary" busy={isLoading}>
            {t('listview.question.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
