import { useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { DeleteAccountRequest, t, type DeleteUserQuestion } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { ApiErrorView } from '../../app/ErrorScreens.js';
import type { AppDispatch } from '../../app/store.js';
import { Button } from '../../ui/Button.js';
import { useDialogs } from '../../ui/dialogs.js';
import { RadioField, TextAreaField } from '../../ui/fields.js';
import { usePageTitle } from '../../ui/hooks.js';
import { Loading } from '../../ui/Loading.js';
import { fieldErrors, focusFirstInvalid } from '../../ui/validation.js';
import { accountApi } from './accountApi.js';
import { useDeleteAccountMutation, useGetDeleteUserQuestionQuery } from './profileApi.js';

/** Deletes the logged-in user's account after an optional why-question (behind RequireLogin). */
export function DeleteUserPage() {
  usePageTitle(t('delete_user.title'));
  const question = useGetDeleteUserQuestionQuery();
  return (
    <section className="page page--narrow">
      <h1>{t('delete_user.title')}</h1>
      <p>{t('delete_user.text')}</p>
      {question.isLoading ? <Loading />
        : question.error ? <ApiErrorView error={question.error} onRetry={question.refetch} />
        : <DeleteForm question={question.data ?? null} />}
    </section>
  );
}

function DeleteForm({ question }: { question: DeleteUserQuestion | null }) {
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const dialogs = useDialogs();
  const [answerId, setAnswerId] = useState<number | null>(null);
  const [customAnswer, setCustomAnswer] = useState('');
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const formRef = useRef<HTMLFormElement>(null);

  // The last answer is 'something else', told in the person's own words.
  const ownWordsAnswerId = question?.answers.at(-1)?.id;
  const inOwnWords = answerId !== null && answerId === ownWordsAnswerId;
  const parsed = DeleteAccountRequest.safeParse(question && answerId !== null
    ? { questionId: question.id, answerId, customAnswer: inOwnWords && customAnswer.trim() ? customAnswer : undefined }
    : {});
  const errors = fieldErrors(parsed);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    try {
      await deleteAccount(parsed.data).unwrap();
    } catch (error) {
      await dialogs.message(describeError(error));
      return;
    }
    // Like a logout: the page moves on first, so this login-only page never sees itself logged out.
    await navigate('/account/deleted', { replace: true, flushSync: true });
    dispatch(accountApi.util.upsertQueryData('getUserData', undefined, null));
  };

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      {question && (
        <fieldset className="fieldset">
          <legend>{question.question}</legend>
          <p className="form__note">{t('delete_user.question_optional')}</p>
          {question.answers.map((answer) => (
            <RadioField key={answer.id} label={answer.answer} name="answer" value={answer.id}
              checked={answerId === answer.id} onChange={() => setAnswerId(answer.id)} />
          ))}
          {inOwnWords && (
            <TextAreaField label={t('delete_user.custom_answer')} name="customAnswer" value={customAnswer}
              error={errors.customAnswer} onChange={(event) => setCustomAnswer(event.target.value)} />
          )}
        </fieldset>
      )}
      <div className="button-row button-row--fill">
        <Link className="btn btn--secondary" to="/account">{t('general.cancel')}</Link>
        <Button type="submit" variant="danger" busy={isLoading}>{t('delete_user.confirm')}</Button>
      </div>
    </form>
  );
}
