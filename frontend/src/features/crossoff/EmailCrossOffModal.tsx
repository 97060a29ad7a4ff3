import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Email, LoginRequest, t, type VisitorGift } from '@wl/contracts';
import { describeError, problemOf } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/fields.js';
import { useBusy } from '../../ui/hooks.js';
import { Modal } from '../../ui/Modal.js';
import { fieldErrors } from '../../ui/validation.js';
import { useCurrentUser, useLoginMutation } from '../../api/accountApi.js';
import { loginPath, type LoginScreenState } from '../../shared/returnUrl.js';
import { useLogout } from '../../shared/useLogout.js';
import { SendSignInLink } from '../../shared/SendSignInLink.js';
import { useCreateLightweightUserMutation } from '../../api/emailCrossOffApi.js';
import { useSendCrossOff } from './useCrossOffActions.js';

type Step = 'email' | 'password' | 'done';

/** The first error of a single-value schema (its issues have no field path). */
const valueError = (result: Parameters<typeof fieldErrors>[0]) => fieldErrors(result)[''] ?? null;

/**
 * How an anonymous visitor crosses a gift off: with an e-mail address (they become a lightweight user, logged in, and
 * get the undo link by mail), by logging in with the password when the address has an account, or on the login screen.
 * An address already known may belong to a giver who crossed off with only her address and has no password: she is
 * offered a sign-in link instead.
 */
export function EmailCrossOffModal({
  gift,
  username,
  onClose,
}: {
  gift: VisitorGift;
  username: string;
  onClose: () => void;
}) {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [createUser] = useCreateLightweightUserMutation();
  const [login] = useLoginMutation();
  const logout = useLogout();
  const [busy, run] = useBusy();
  /** Set when the cross-off found no session after all: the failure then stays in view. */
  const sessionLost = useRef(false);
  const send = useSendCrossOff(username, () => {
    sessionLost.current = true;
    setFailure(t('error.something_went_wrong'));
  });

  const emailError = refusal ?? (submitted ? valueError(Email.safeParse(email)) : null);
  const passwordError =
    refusal ?? (submitted ? fieldErrors(LoginRequest.safeParse({ emailOrUsername: email, password })).password : null);

  /** Logged in now: cross the gift off; a refusal is shown by `send`, after which this dialog closes. */
  const crossOff = async () => {
    if (await send(gift)) setStep('done');
    else if (!sessionLost.current) onClose();
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const parsed = Email.safeParse(email);
    if (refusal || !parsed.success) return;
    void run(async () => {
      try {
        await createUser({ email: parsed.data }).unwrap();
      } catch (error) {
        const problem = problemOf(error);
        if (problem === 'EmailInUse') {
          setSubmitted(false);
          setStep('password');
        } else if (problem === 'EmailUnusable') {
          setRefusal(t('cross_off.email.unusable'));
        } else {
          setFailure(describeError(error));
        }
        return;
      }
      await crossOff();
    });
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const parsed = LoginRequest.safeParse({ emailOrUsername: email, password });
    if (refusal || !parsed.success) return;
    void run(async () => {
      try {
        if (!(await login(parsed.data).unwrap())) {
          setRefusal(t('general.password.wrong'));
          return;
        }
      } catch (error) {
        setFailure(describeError(error));
        return;
      }
      await crossOff();
    });
  };

  const backToEmail = () => {
    setStep('email');
    setPassword('');
    setSubmitted(false);
    setRefusal(null);
    setFailure(null);
  };

  return (
    <Modal title={t('cross_off.email.title')} onClose={onClose}>
      {step === 'email' && (
        <>
          <p>{t('cross_off.email.intro', { description: gift.description })}</p>
          <form className="form" onSubmit={submitEmail} noValidate>
            <TextField
              label={t('cross_off.email.email')}
              hint={t('cross_off.email.explanation')}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              error={emailError}
              onChange={(event) => {
                setEmail(event.target.value);
                setRefusal(null);
              }}
            />
            {failure && (
              <p className="form__error" role="alert">
                {failure}
              </p>
            )}
            <div className="button-row button-row--fill">
              <Button type="submit" variant="primary" busy={busy}>
                {t('cross_off.email.submit')}
              </Button>
            </div>
          </form>
          <div className="modal__alternative">
            <p>{t('cross_off.email.has_account')}</p>
            <Link className="btn btn--secondary" to={loginPath(pathname)}>
              {t('cross_off.email.login')}
            </Link>
          </div>
        </>
      )}
      {step === 'password' && (
        <>
          <p>{t('cross_off.email.in_use', { email })}</p>
          <form className="form" onSubmit={submitPassword} noValidate>
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <TextField
              label={t('login.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              error={passwordError}
              onChange={(event) => {
                setPassword(event.target.value);
                setRefusal(null);
              }}
            />
            <Link to="/account/forgotpassword" state={{ emailOrUsername: email } satisfies LoginScreenState}>
              {t('login.forgot_password')}
            </Link>
            {failure && (
              <p className="form__error" role="alert">
                {failure}
              </p>
            )}
            <div className="button-row button-row--fill">
              <Button onClick={backToEmail}>{t('cross_off.email.other_address')}</Button>
              <Button type="submit" variant="primary" busy={busy}>
                {t('cross_off.email.login')}
              </Button>
            </div>
          </form>
          <div className="modal__alternative">
            <p>{t('sign_in_link.no_password')}</p>
            <SendSignInLink email={email} />
          </div>
        </>
      )}
      {step === 'done' && (
        <>
          <p className="notice notice--success" role="status">
            {t('cross_off.email.done', { description: gift.description })}
          </p>
          {user?.enableCrossOffNotifications && <p>{t('cross_off.email.mail_sent', { email: user.email })}</p>}
          {user && !user.isAccount && <p>{t('cross_off.email.signed_in', { email: user.email })}</p>}
          <div className="button-row">
            {user && !user.isAccount && (
              <Button
                onClick={() => {
                  onClose();
                  void logout(pathname);
                }}
              >
                {t('menu.logout')}
              </Button>
            )}
            <Button variant="primary" onClick={onClose} autoFocus>
              {t('general.ok')}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
