import { useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { type CurrentUser, DeleteAccountRequest, t, type DeleteUserQuestion } from '@wl/contracts';
import { describeError, problemOf } from '../../api/errors.js';
import { ApiErrorView } from '../../shared/ErrorScreens.js';
import type { AppDispatch } from '../../api/dispatch.js';
import { Button } from '../../ui/Button.js';
import { useDialogs } from '../../ui/dialogs.js';
import { RadioField, TextAreaField, TextField } from '../../ui/fields.js';
import { usePageTitle } from '../../ui/hooks.js';
import { Loading } from '../../ui/Loading.js';
import { fieldErrors, focusFirstInvalid } from '../../ui/validation.js';
import { BackIcon } from '../../shared/ownerIcons.js';
import { accountApi, useGetUserDataQuery } from '../../api/accountApi.js';
import { useDeleteAccountMutation, useGetDeleteUserQuestionQuery } from './profileApi.js';

/**
 * Deletes the logged-in user's account (behind RequireLogin): says what disappears, asks an optional why-question,
 * and then the password, or a typed word from a lightweight user, who has none.
 */
export function DeleteUserPage() {
  usePageTitle(t('delete_user.title'));
  const question = useGetDeleteUserQuestionQuery();
  const user = useGetUserDataQuery();
  return (
    <section className="page page--narrow">
      <Link className="btn btn--link back-link" to="/account">
        <BackIcon /> {t('delete_user.back')}
      </Link>
      <h1>{t('delete_user.title')}</h1>
      {question.isLoading || user.isLoading ? (
        <Loading />
      ) : question.error ? (
        <ApiErrorView error={question.error} onRetry={question.refetch} />
      ) : user.error || !user.data ? (
        <ApiErrorView error={user.error} onRetry={user.refetch} />
      ) : (
        <DeleteForm question={question.data ?? null} user={user.data} />
      )}
    </section>
  );
}

function WhatDisappears({ user }: { user: CurrentUser }) {
  return (
    <div className="delete-user__consequences">
      <p>{t('delete_user.text')}</p>
      <ul>
        {user.isAccount && <li>{t('delete_user.goes.lists')}</li>}
        <li>{t('delete_user.goes.friends')}</li>
        <li>{t('delete_user.goes.crossoffs')}</li>
      </ul>
      <p>
        <strong>{t('delete_user.irreversible')}</strong>
      </p>
    </div>
  );
}

function DeleteForm({ question, user }: { question: DeleteUserQuestion | null; user: CurrentUser }) {
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const dialogs = useDialogs();
  const [answerId, setAnswerId] = useState<number | null>(null);
  const [customAnswer, setCustomAnswer] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [wrongPassword, setWrongPassword] = useState(false);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const formRef = useRef<HTMLFormElement>(null);

  // The last answer is 'something else', told in the person's own words.
  const ownWordsAnswerId = question?.answers.at(-1)?.id;
  const inOwnWords = answerId !== null && answerId === ownWordsAnswerId;
  const parsed = DeleteAccountRequest.safeParse({
    ...(question && answerId !== null
      ? {
          questionId: question.id,
          answerId,
          customAnswer: inOwnWords && customAnswer.trim() ? customAnswer : undefined,
        }
      : {}),
    password: user.isAccount ? confirmation : undefined,
  });
  const errors = fieldErrors(parsed);
  const word = t('delete_user.typed_word');
  const confirmationError = !submitted
    ? null
    : user.isAccount
      ? wrongPassword
        ? t('general.password.wrong')
        : confirmation
          ? null
          : t('delete_user.password_required')
      : confirmation.trim().toUpperCase() === word
        ? null
        : t('delete_user.type_word_wrong', { word });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setWrongPassword(false);
    const confirmed = user.isAccount ? confirmation !== '' : confirmation.trim().toUpperCase() === word;
    if (!parsed.success || !confirmed) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    try {
      await deleteAccount(parsed.data).unwrap();
    } catch (error) {
      if (problemOf(error) === 'WrongPassword') {
        setWrongPassword(true);
        requestAnimationFrame(() => focusFirstInvalid(formRef.current));
        return;
      }
      await dialogs.message(describeError(error));
      return;
    }
    // Like a logout: the page moves on first, so this login-only page never sees itself logged out.
    await navigate('/account/deleted', { replace: true, flushSync: true });
    dispatch(accountApi.util.upsertQueryData('getUserData', undefined, null));
  };

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      <WhatDisappears user={user} />
      {question && (
        <fieldset className="fieldset">
          <legend>{question.question}</legend>
          <p className="form__note">{t('delete_user.question_optional')}</p>
          {question.answers.map((answer) => (
            <RadioField
              key={answer.id}
              label={answer.answer}
              name="answer"
              value={answer.id}
              checked={answerId === answer.id}
              onChange={() => setAnswerId(answer.id)}
            />
          ))}
          {inOwnWords && (
            <TextAreaField
              label={t('delete_user.custom_answer')}
              name="customAnswer"
              value={customAnswer}
              error={errors.customAnswer}
              onChange={(event) => setCustomAnswer(event.target.value)}
            />
          )}
        </fieldset>
      )}
      {user.isAccount ? (
        <TextField
          label={t('delete_user.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          hint={t('delete_user.password_hint')}
          value={confirmation}
          error={confirmationError ?? errors.password}
          onChange={(event) => {
            setConfirmation(event.target.value);
            setWrongPassword(false);
          }}
        />
      ) : (
        <TextField
          label={t('delete_user.type_word', { word })}
          name="confirmation"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={confirmation}
          error={confirmationError}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      )}
      {/* Cancelling comes first and looks like a link; the deletion is the one filled red button, apart from it. */}
      <div className="delete-user__actions">
        <Link className="btn btn--link" to="/account">
          {t('general.cancel')}
        </Link>
        <Button type="submit" variant="danger" className="btn--solid" busy={isLoading}>
          {t('delete_user.confirm')}
        </Button>
      </div>
    </form>
  );
}
