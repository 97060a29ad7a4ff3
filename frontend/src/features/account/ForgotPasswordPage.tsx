import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Email, RequestResetPasswordRequest, RESET_CODE_HOURS, t, type MessageKey } from '@wl/contracts';
import { describeError, statusOf } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/fields.js';
import { usePageTitle } from '../../ui/hooks.js';
import { beginSubmit, fieldErrors } from '../../ui/validation.js';
import { useRequestResetPasswordMutation } from './passwordResetApi.js';
import type { LoginScreenState } from '../../shared/returnUrl.js';

const problemTexts: Partial<Record<string, MessageKey>> = {
  NoUserFound: 'forgot_password.error.no_user',
  ErrorSendingEmail: 'forgot_password.error.sending',
};

function failureText(error: unknown): string {
  return statusOf(error) === 429 ? t('forgot_password.error.too_many') : describeError(error, problemTexts);
}

/** Asks for a reset link by e-mail address or username (the login screen passes what was typed there). */
export function ForgotPasswordPage() {
  usePageTitle(t('forgot_password.title'));
  const state = (useLocation().state ?? {}) as LoginScreenState;
  const [login, setLogin] = useState(state.emailOrUsername ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [requestReset, { isLoading }] = useRequestResetPasswordMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const parsed = RequestResetPasswordRequest.safeParse({ login });
  const errors = submitted ? fieldErrors(parsed) : {};

  const submit = async (event: FormEvent) => {
    setFailure(null);
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted)) return;
    try {
      await requestReset(parsed.data).unwrap();
      setSentTo(parsed.data.login);
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  if (sentTo !== null) return <MailSent login={sentTo} onSendAgain={() => setSentTo(null)} />;

  return (
    <section className="page page--narrow">
      <h1>{t('forgot_password.title')}</h1>
      <p>{t('forgot_password.intro')}</p>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('login.email_or_username')}
          name="login"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={login}
          error={errors.login}
          onChange={(event) => setLogin(event.target.value)}
        />
        {failure && (
          <p className="form__error" role="alert">
            {failure}
          </p>
        )}
        <div className="button-row button-row--fill">
          <Link
            className="btn btn--secondary"
            to="/account/login"
            state={{ emailOrUsername: login } satisfies LoginScreenState}
          >
            {t('forgot_password.back_to_login')}
          </Link>
          <Button type="submit" variant="primary" busy={isLoading}>
            {t('forgot_password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function MailSent({ login, onSendAgain }: { login: string; onSendAgain: () => void }) {
  const sentText = Email.safeParse(login).success ? 'forgot_password.sent_to_email' : 'forgot_password.sent_to_user';
  return (
    <section className="page page--narrow">
      <h1 ref={(heading) => heading?.focus()} tabIndex={-1}>
        {t('forgot_password.sent_title')}
      </h1>
      <p>{t(sentText, { login, hours: RESET_CODE_HOURS })}</p>
      <p className="form__note">{t('forgot_password.not_received')}</p>
      <div className="button-row button-row--fill">
        <Button onClick={onSendAgain}>{t('forgot_password.send_again')}</Button>
        <Link
          className="btn btn--primary"
          to="/account/login"
          state={{ emailOrUsername: login } satisfies LoginScreenState}
        >
          {t('forgot_password.back_to_login')}
        </Link>
      </div>
    </section>
  );
}
