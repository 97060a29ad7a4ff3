import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { t, type EmailSettingsAnswer } from '@wl/contracts';
import { describeError, statusOf } from '../../api/errors.js';
import { ApiErrorView } from '../../shared/ErrorScreens.js';
import { Button } from '../../ui/Button.js';
import { usePageTitle } from '../../ui/hooks.js';
import { Loading } from '../../ui/Loading.js';
import { StatusNotice } from '../../ui/StatusNotice.js';
import { useCurrentUser } from '../../api/accountApi.js';
import { MailSettingsFields, type MailSettings } from './MailSettingsFields.js';
import { type MailSettingsLink, useGetEmailSettingsQuery, useUpdateEmailSettingsMutation } from './profileApi.js';
import { loginPath } from '../../shared/returnUrl.js';

/**
 * Mail preferences opened from a link in a mail (`/account/mailings/{guid}?k={key}`), without logging in; the
 * logged-in user's own settings open without the key.
 */
export function EmailSettingsPage() {
  usePageTitle(t('email_settings.title'));
  const { guid = '' } = useParams();
  const key = useSearchParams()[0].get('k') ?? undefined;
  const link: MailSettingsLink = { userPrivateGuid: guid, key };
  const settings = useGetEmailSettingsQuery(link);

  if (settings.isLoading) return <Loading />;
  // A link from an old mail (no key), a wrong key or someone else's settings: the server answers 404 to all alike.
  if (statusOf(settings.error) === 404) return <LinkRefused userPrivateGuid={guid} />;
  if (settings.error || !settings.data) return <ApiErrorView error={settings.error} onRetry={settings.refetch} />;
  return (
    <section className="page page--narrow">
      <h1>{t('email_settings.title')}</h1>
      <EmailSettingsForm key={settings.data.userPrivateGuid} link={link} settings={settings.data} />
    </section>
  );
}

/** Logging in opens one's own settings; a logged-in user is sent to their profile, where the same settings are. */
function LinkRefused({ userPrivateGuid }: { userPrivateGuid: string }) {
  const user = useCurrentUser();
  if (user === undefined) return <Loading />;
  return (
    <section className="page page--narrow">
      <h1>{t('email_settings.title')}</h1>
      <p>{t(user ? 'email_settings.other_account' : 'email_settings.login_needed')}</p>
      <div className="button-row button-row--start">
        {user ? (
          <Link className="btn btn--primary" to="/account">
            {t('email_settings.to_profile')}
          </Link>
        ) : (
          <Link className="btn btn--primary" to={loginPath(`/account/mailings/${encodeURIComponent(userPrivateGuid)}`)}>
            {t('login.title')}
          </Link>
        )}
      </div>
    </section>
  );
}

function EmailSettingsForm({ link, settings }: { link: MailSettingsLink; settings: EmailSettingsAnswer }) {
  const [value, setValue] = useState<MailSettings>({
    overviewEmailFrequency: settings.overviewEmailFrequency,
    enableCrossOffNotifications: settings.enableCrossOffNotifications,
  });
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateEmailSettingsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setFailure(null);
    try {
      await update({ ...link, ...value }).unwrap();
      setSaved(true);
    } catch (error) {
      setFailure(describeError(error));
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p>{t('email_settings.for', { email: settings.email })}</p>
      <MailSettingsFields
        value={value}
        onChange={(next) => {
          setValue(next);
          setSaved(false);
        }}
      />
      {failure && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      <StatusNotice text={saved ? t('email_settings.saved') : null} />
      <div className="button-row">
        <Button type="submit" variant="primary" busy={isLoading}>
          {t('general.save')}
        </Button>
      </div>
    </form>
  );
}
