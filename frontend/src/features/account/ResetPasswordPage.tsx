import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  passwordRepeatsPersonalData,
  RESET_CODE_HOURS,
  ResetPasswordRequest,
  type ResetPasswordProblem,
  t,
  type ResetCodeAnswer,
} from '@wl/contracts';
import { describeError, problemOf } from '../../api/errors.js';
import { invalidFieldsOf } from '../../api/invalidFields.js';
import { ApiErrorView } from '../../shared/ErrorScreens.js';
import type { HomeState } from '../../shared/navigationState.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/fields.js';
import { usePageTitle } from '../../ui/hooks.js';
import { Loading } from '../../ui/Loading.js';
import { fieldErrors, focusFirstInvalid } from '../../ui/validation.js';
import { useGetUserDataQuery } from '../../api/accountApi.js';
import { useCheckResetPasswordCodeQuery, useResetPasswordMutation } from './passwordResetApi.js';

function codeProblemOf(error: unknown): ResetPasswordProblem | null {
  const problem = problemOf(error);
  return problem === 'IsExpired' || problem === 'IsUnknown' ? problem : null;
}

/** Opened from the reset mail: the code is checked first, then a new password logs the user in. */
export function ResetPasswordPage() {
  const { resetCode = '' } = useParams();
  const check = useCheckResetPasswordCodeQuery(resetCode, { skip: !resetCode });
  const [refused, setRefused] = useState<ResetPasswordProblem | null>(null);

  if (!resetCode) return <CodeRefused problem="IsUnknown" />;
  if (check.isLoading) return <Loading />;
  const problem = refused ?? codeProblemOf(check.error);
  if (problem) return <CodeRefused problem={problem} />;
  if (check.error || !check.data) return <ApiErrorView error={check.error} onRetry={check.refetch} />;
  return <NewPasswordForm resetCode={resetCode} holder={check.data} onRefused={setRefused} />;
}

function CodeRefused({ problem }: { problem: ResetPasswordProblem }) {
  const title = problem === 'IsExpired' ? t('reset_password.expired_title') : t('reset_password.unknown_title');
  usePageTitle(title);
  return (
    <section className="page page--narrow error-screen">
      <h1>{title}</h1>
      <p>
        {problem === 'IsExpired'
          ? t('reset_password.expired', { hours: RESET_CODE_HOURS })
          : t('reset_password.unknown')}
      </p>
      <div className="button-row button-row--start">
        <Link className="btn btn--primary" to="/account/forgotpassword">
          {t('reset_password.request_new')}
        </Link>
      </div>
    </section>
  );
}

type Values = { password: string; confirmPassword: string };

function NewPasswordForm({
  resetCode,
  holder,
  onRefused,
}: {
  resetCode: string;
  holder: ResetCodeAnswer;
  onRefused: (problem: ResetPasswordProblem) => void;
}) {
  usePageTitle(t('reset_password.title'));
  const navigate = useNavigate();
  const userData = useGetUserDataQuery();
  const [values, setValues] = useState<Values>({ password: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [refused, setRefused] = useState<Partial<Values>>({});
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const errors: Partial<Values> = {
    ...refused,
    ...fieldErrors(ResetPasswordRequest.safeParse({ resetCode, password: values.password })),
  };
  // The server also refuses the username of the holder's list, which this page does not know.
  if (!errors.password && passwordRepeatsPersonalData(values.password, holder))
    errors.password = t('validation.password.personal_data');
  if (values.confirmPassword !== values.password) errors.confirmPassword = t('validation.password.mismatch');
  const shown = submitted ? errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(errors).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    try {
      await resetPassword({ resetCode, password: values.password }).unwrap();
      await userData.refetch();
      navigate('/', { replace: true, state: { passwordChanged: true } satisfies HomeState });
    } catch (error) {
      const problem = codeProblemOf(error);
      const refusedFields = invalidFieldsOf(error);
      if (problem) onRefused(problem);
      else if (refusedFields.password) {
        setRefused({ password: refusedFields.password });
        requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      } else setFailure(describeError(error));
    }
  };

  const field = (name: keyof Values) => ({
    name,
    type: 'password',
    autoComplete: 'new-password',
    value: values[name],
    error: shown[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setRefused(({ [name]: _, ...rest }) => rest);
    },
  });

  return (
    <section className="page page--narrow">
      <h1>{t('reset_password.title')}</h1>
      <p>{t('reset_password.for', { name: `${holder.firstName} ${holder.lastName}`.trim(), email: holder.email })}</p>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <input hidden name="username" autoComplete="username" value={holder.email} readOnly />
        <TextField label={t('reset_password.password')} hint={t('validation.password.hint')} {...field('password')} />
        <TextField label={t('reset_password.confirm_password')} {...field('confirmPassword')} />
        {failure && (
          <p className="form__error" role="alert">
            {failure}
          </p>
        )}
        <div className="button-row">
          <Button type="submit" variant="primary" busy={isLoading}>
            {t('reset_password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
