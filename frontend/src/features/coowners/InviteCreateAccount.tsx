import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  CreateForExtraOwnerInviteProblem,
  CreateForExtraOwnerInviteRequest,
  t,
  type OwnerInviteInfo,
} from '@wl/contracts';
import { describeError, problemOf } from '../../api/errors.js';
import { invalidFieldsOf } from '../../api/invalidFields.js';
import { useDialogs } from '../../ui/dialogs.js';
import { TextField } from '../../ui/fields.js';
import { beginSubmit, fieldErrors, focusFirstInvalid } from '../../ui/validation.js';
import { useCurrentUser } from '../../api/accountApi.js';
import { useEmailCheck } from '../../shared/useAvailability.js';
import { useCreateForExtraOwnerInviteMutation } from '../../api/coOwnersApi.js';
import { useValidInvite } from './InvitePage.js';
import { NewAccountFormEnd } from '../../shared/NewAccountFormEnd.js';

type TextFieldName = 'email' | 'firstName' | 'lastName' | 'password' | 'confirmPassword';

/**
 * `/i/{guid}/createaccount`: an account made for the invite (e-mail, names, password; no username, no list of its
 * own) that accepts it at once; then the list.
 */
export function InviteCreateAccount() {
  const { guid, info, reload } = useValidInvite();
  const user = useCurrentUser();
  if (user?.isAccount === false)
    return <UpgradeFirst invitePath={`/i/${encodeURIComponent(guid)}`} email={user.email} />;
  return <InviteAccountForm guid={guid} info={info} reload={reload} />;
}

/**
 * A logged-in lightweight user (crossed off by e-mail) cannot make a second account with their address: they upgrade
 * theirs first (`/account/create`, which brings them back here) and then accept.
 */
function UpgradeFirst({ invitePath, email }: { invitePath: string; email: string }) {
  return (
    <section className="page page--narrow">
      <h1>{t('invite.create.title')}</h1>
      <p>{t('invite.upgrade.text', { email })}</p>
      <div className="button-row button-row--start">
        <Link className="btn btn--primary" to={`/account/create?returnUrl=${encodeURIComponent(invitePath)}`}>
          {t('invite.upgrade.button')}
        </Link>
      </div>
    </section>
  );
}

type FormProps = { guid: string; info: OwnerInviteInfo; reload: () => void };

function InviteAccountForm({ guid, info, reload }: FormProps) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [values, setValues] = useState({
    email: '',
    firstName: '',
    lastName: '',
    password: '',
    confirmPassword: '',
    receiveMailing: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<TextFieldName, string>>>({});
  const [create, creation] = useCreateForExtraOwnerInviteMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const { email } = values;
  const emailCheck = useEmailCheck(email, creation.isUninitialized || creation.isError);
  const invitePath = `/i/${encodeURIComponent(guid)}`;

  const parsed = CreateForExtraOwnerInviteRequest.safeParse({ ...values, email, inviteGuid: guid });
  const errors: Partial<Record<string, string>> = { ...fieldErrors(parsed), ...refused };
  if (values.confirmPassword !== values.password) errors.confirmPassword = t('validation.password.mismatch');
  // A taken address shows at once, with the way to log in instead.
  const emailTaken = emailCheck === 'Unavailable' || refused.email !== undefined;
  if (emailTaken) errors.email ??= t('validation.email.unavailable');

  const field = (name: TextFieldName) => ({
    name,
    value: values[name],
    error: submitted || refused[name] ? errors[name] : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setRefused(({ [name]: _, ...rest }) => rest);
    },
  });

  const submit = async (event: FormEvent) => {
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted, Object.keys(errors).length === 0)) return;
    try {
      await create(parsed.data).unwrap();
      navigate(`/${info.username}`);
    } catch (error) {
      switch (CreateForExtraOwnerInviteProblem.safeParse(problemOf(error)).data) {
        case 'AlreadyLoggedIn':
          window.location.reload();
          return;
        case 'EmailUnavailable':
          setRefused({ email: t('validation.email.unavailable') });
          requestAnimationFrame(() => focusFirstInvalid(formRef.current));
          return;
        case 'InvalidInvite':
          await dialogs.message(t('invite.create.invalid'));
          reload();
          return;
        default: {
          const onFields = invalidFieldsOf(error);
          if (Object.keys(onFields).length > 0) setRefused(onFields);
          else await dialogs.message(describeError(error));
        }
      }
    }
  };

  return (
    <section className="page page--narrow">
      <h1>{t('invite.create.title')}</h1>
      <p>
        {t('invite.open.text', { name: info.name, username: info.username })} {t('invite.create.intro')}
      </p>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('account.create.email')}
          type="email"
          autoComplete="email"
          hint={
            emailTaken && (
              <Link className="btn btn--secondary" to={`${invitePath}/login`}>
                {t('account.create.login_here')}
              </Link>
            )
          }
          {...field('email')}
          error={emailTaken ? errors.email : field('email').error}
        />
        <TextField label={t('account.create.first_name')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('account.create.last_name')} autoComplete="family-name" {...field('lastName')} />
        <NewAccountFormEnd
          password={field('password')}
          confirmPassword={field('confirmPassword')}
          receiveMailing={values.receiveMailing}
          onReceiveMailing={(receiveMailing) => setValues({ ...values, receiveMailing })}
          busy={creation.isLoading}
        />
      </form>
      <p className="page__aside">
        {t('invite.create.have_account')} <Link to={`${invitePath}/login`}>{t('invite.create.login')}</Link>
      </p>
    </section>
  );
}
