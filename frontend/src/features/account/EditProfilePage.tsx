import { useId, useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { EditProfileRequest, type ProblemCode, t, type CurrentUser } from '@wl/contracts';
import { api } from '../../api/api.js';
import { describeError, problemOf, statusOf } from '../../api/errors.js';
import { invalidFieldsOf } from '../../api/invalidFields.js';
import type { AppDispatch } from '../../api/dispatch.js';
import { Button } from '../../ui/Button.js';
import { useDialogs } from '../../ui/dialogs.js';
import { TextField } from '../../ui/fields.js';
import { usePageTitle } from '../../ui/hooks.js';
import { StatusNotice } from '../../ui/StatusNotice.js';
import { beginSubmit, fieldErrors, focusFirstInvalid } from '../../ui/validation.js';
import { useCurrentUser } from '../../api/accountApi.js';
import { DownloadMyData } from './DownloadMyData.js';
import { MailSettingsFields, type MailSettings } from './MailSettingsFields.js';
import { useEditProfileMutation } from './profileApi.js';
import { useEmailCheck } from '../../shared/useAvailability.js';

/** The logged-in user's names, e-mail address, mail settings and password (behind RequireLogin). */
export function EditProfilePage() {
  usePageTitle(t('profile.title'));
  const user = useCurrentUser();
  return (
    <section className="page page--narrow">
      <h1>{t('profile.title')}</h1>
      {user && <ProfileForm key={user.publicGuid} user={user} />}
      {user && <DownloadMyData />}
      <p className="page__aside">
        <Link className="btn btn--danger" to="/account/delete">
          {t('profile.delete_link')}
        </Link>
      </p>
    </section>
  );
}

type TextFieldName = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'currentPassword';
type Values = Record<TextFieldName, string>;

const valuesOf = (user: CurrentUser): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  password: '',
  confirmPassword: '',
  currentPassword: '',
});
const mailSettingsOf = ({ overviewEmailFrequency, enableCrossOffNotifications }: CurrentUser): MailSettings => ({
  overviewEmailFrequency,
  enableCrossOffNotifications,
});

function ProfileForm({ user }: { user: CurrentUser }) {
  const dispatch = useDispatch<AppDispatch>();
  const dialogs = useDialogs();
  const [values, setValues] = useState(() => valuesOf(user));
  const [mailSettings, setMailSettings] = useState(() => mailSettingsOf(user));
  // A lightweight user (from the e-mail cross-off) has no password yet: the fields show at once.
  const [changingPassword, setChangingPassword] = useState(!user.isAccount);
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<Partial<Values>>({});
  const [saved, setSaved] = useState(false);
  const [edit, { isLoading }] = useEditProfileMutation();
  const emailAnswer = useEmailCheck(values.email, values.email.trim() !== user.email);
  const formRef = useRef<HTMLFormElement>(null);
  const passwordGroupId = useId();

  const newPassword = changingPassword && values.password ? values.password : undefined;
  // Changing a way into the account (password, e-mail address) asks for the current password; a lightweight user has none.
  const asksCurrentPassword =
    user.isAccount && (newPassword !== undefined || values.email.trim().toLowerCase() !== user.email.toLowerCase());
  const parsed = EditProfileRequest.safeParse({
    userPrivateGuid: user.privateGuid,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: newPassword,
    currentPassword: asksCurrentPassword ? values.currentPassword : undefined,
    ...mailSettings,
  });
  // Refusals and a taken address show at once; the other problems once the form was submitted.
  const liveErrors: Partial<Values> = { ...refused };
  if (emailAnswer === 'Unavailable') liveErrors.email ??= t('validation.email.unavailable');
  const errors: Partial<Values> = { ...fieldErrors(parsed), ...liveErrors };
  if (changingPassword && values.confirmPassword !== values.password)
    errors.confirmPassword = t('validation.password.mismatch');
  if (asksCurrentPassword && !values.currentPassword) errors.currentPassword = t('profile.current_password_required');

  const field = (name: TextFieldName) => ({
    name,
    value: values[name],
    error: submitted ? errors[name] : liveErrors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setRefused(({ [name]: _, ...rest }) => rest);
      setSaved(false);
    },
  });

  const submit = async (event: FormEvent) => {
    setSaved(false);
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted, Object.keys(errors).length === 0)) return;
    try {
      const savedUser = await edit(parsed.data).unwrap();
      setValues((current) => ({ ...current, password: '', confirmPassword: '', currentPassword: '' }));
      setChangingPassword(!savedUser.isAccount);
      setSubmitted(false);
      setSaved(true);
    } catch (error) {
      const refusedFields: Partial<Record<ProblemCode, Partial<Values>>> = {
        EmailUnavailable: { email: t('validation.email.unavailable') },
        WrongPassword: { currentPassword: t('general.password.wrong') },
      };
      const problem = problemOf(error);
      // The server also refuses a password equal to the username of one's list, which this form does not know.
      const invalidPassword = invalidFieldsOf(error).password;
      const refusedField = problem
        ? refusedFields[problem]
        : invalidPassword
          ? { password: invalidPassword }
          : undefined;
      if (refusedField) {
        setRefused(refusedField);
        requestAnimationFrame(() => focusFirstInvalid(formRef.current));
        return;
      }
      if (statusOf(error) === 401) {
        dispatch(api.util.invalidateTags(['User']));
        return;
      }
      await dialogs.message(describeError(error));
      if (problemOf(error) === 'WrongUserGuid') dispatch(api.util.invalidateTags(['User']));
    }
  };

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      <TextField label={t('account.create.first_name')} autoComplete="given-name" {...field('firstName')} />
      <TextField label={t('account.create.last_name')} autoComplete="family-name" {...field('lastName')} />
      <TextField label={t('account.create.email')} type="email" autoComplete="email" {...field('email')} />

      <fieldset className="fieldset">
        <legend>{t('profile.mail_settings')}</legend>
        <MailSettingsFields
          value={mailSettings}
          onChange={(next) => {
            setMailSettings(next);
            setSaved(false);
          }}
        />
      </fieldset>

      <fieldset className="fieldset">
        <legend>{t('profile.password')}</legend>
        {!user.isAccount && <p className="form__note">{t('profile.password_for_lightweight')}</p>}
        {user.isAccount && (
          <Button
            aria-expanded={changingPassword}
            aria-controls={passwordGroupId}
            onClick={() => setChangingPassword(!changingPassword)}
          >
            {t('profile.change_password')}
          </Button>
        )}
        {changingPassword && (
          <div id={passwordGroupId} className="fieldset__group">
            <TextField
              label={t('reset_password.password')}
              type="password"
              autoComplete="new-password"
              autoFocus={user.isAccount}
              hint={t('validation.password.hint')}
              {...field('password')}
            />
            <TextField
              label={t('reset_password.confirm_password')}
              type="password"
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
          </div>
        )}
      </fieldset>

      {asksCurrentPassword && (
        <fieldset className="fieldset">
          <legend>{t('profile.confirm_change')}</legend>
          <p className="form__note">{t('profile.current_password_note')}</p>
          <TextField
            label={t('profile.current_password')}
            type="password"
            autoComplete="current-password"
            {...field('currentPassword')}
          />
        </fieldset>
      )}

      <StatusNotice text={saved ? t('profile.saved') : null} />
      <div className="button-row">
        <Button type="submit" variant="primary" busy={isLoading}>
          {t('general.save')}
        </Button>
      </div>
    </form>
  );
}
