import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { RequestSignInLinkRequest, t } from '@wl/contracts';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/fields.js';
import { usePageTitle } from '../../ui/hooks.js';
import { beginSubmit, fieldErrors } from '../../ui/validation.js';
import type { LoginScreenState } from '../../shared/returnUrl.js';
import { SignInLinkSent, useSendSignInLink } from '../../shared/SendSignInLink.js';

/** `/account/signinlink`: asks for a sign-in link by e-mail address (the login screen passes what was typed there). */
export function SignInLinkRequestPage() {
  usePageTitle(t('sign_in_link.title'));
  const state = (useLocation().state ?? {}) as LoginScreenState;
  const typed = state.emailOrUsername ?? '';
  const [email, setEmail] = useState(typed.includes('@') ? typed : '');
  const [submitted, setSubmitted] = useState(false);
  const { send, sentTo, failure, busy, reset } = useSendSignInLink();
  const formRef = useRef<HTMLFormElement>(null);

  const parsed = RequestSignInLinkRequest.safeParse({ email });
  const errors = submitted ? fieldErrors(parsed) : {};

  const submit = async (event: FormEvent) => {
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted)) return;
    await send(parsed.data.email);
  };

  return (
    <section className="page page--narrow">
      <h1>{t('sign_in_link.title')}</h1>
      {sentTo !== null ? (
        <>
          <SignInLinkSent email={sentTo} />
          <div className="button-row button-row--fill">
            <Button onClick={reset}>{t('sign_in_link.request_new')}</Button>
            <Link
              className="btn btn--primary"
              to="/account/login"
              state={{ emailOrUsername: sentTo } satisfies LoginScreenState}
            >
              {t('forgot_password.back_to_login')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>{t('sign_in_link.intro')}</p>
          <form ref={formRef} className="form" onSubmit={submit} noValidate>
            <TextField
              label={t('sign_in_link.email')}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              error={errors.email}
              onChange={(event) => setEmail(event.target.value)}
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
                state={{ emailOrUsername: email } satisfies LoginScreenState}
              >
                {t('forgot_password.back_to_login')}
              </Link>
              <Button type="submit" variant="primary" busy={busy}>
                {t('sign_in_link.request')}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
