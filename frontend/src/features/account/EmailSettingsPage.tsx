import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { t, type EmailSettingsAnswer } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { ApiErrorView } from '../../app/ErrorScreens.js';
import { Button } from '../../ui/Button.js';
import { usePageTitle } from '../../ui/hooks.js';
import { Loading } from '../../ui/Loading.js';
import { StatusNotice } from '../../ui/StatusNotice.js';
import { MailSettingsFields, type MailSettings } from './MailSettingsFields.js';
import { useGetEmailSettingsQuery, useUpdateEmailSettingsMutation } from './profileApi.js';

/** Mail preferences opened from a link in a mail, by the user's private guid, without logging in. */
export function EmailSettingsPage() {
  usePageTitle(t('email_settings.title'));
  const { guid = '' } = useParams();
  const settings = useGetEmailSettingsQuery(guid);

  if (settings.isLoading) return <Loading />;
  // An unknown guid answers 404, which shows the not-found view.
  if (settings.error || !settings.data) return <ApiErrorView error={settings.error} onRetry={settings.refetch} />;
  return (
    <section className="page page--narrow">
      <h1>{t('email_settings.title')}</h1>
      <EmailSettingsForm key={settings.data.userPrivateGuid} settings={settings.data} />
    </section>
  );
}

function EmailSettingsForm({ settings }: { settings: EmailSettingsAnswer }) {
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
      await update({ userPrivateGuid: settings.userPrivateGuid, ...value }).unwrap();
      setSaved(true);
    } catch (error) {
      setFailure(describeError(error));
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p>{t('email_settings.for', { email: settings.email })}</p>
      <MailSettingsFields value={value} onChange={(next) => { setValue(next); setSaved(false); }} />
      {failure && <p className="form__error" role="alert">{failure}</p>}
      <StatusNotice text={saved ? t('email_settings.saved') : null} />
      <div className="button-row">
        <Button type="submit" variant="primary" busy={isLoading}>{t('general.save')}</Button>
      </div>
    </form>
  );
}
