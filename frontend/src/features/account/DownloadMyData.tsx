import { useState } from 'react';
import { t } from '@wl/contracts';
import { describeError, statusOf } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { StatusNotice } from '../../ui/StatusNotice.js';
import { useDownloadMyDataMutation } from './profileApi.js';

/** The profile's "download my data": everything the site keeps about the person, as JSON or as a ZIP with their pictures. */
export function DownloadMyData() {
  const [download, { isLoading, originalArgs }] = useDownloadMyDataMutation();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async (format: 'json' | 'zip') => {
    setDone(false);
    setFailure(null);
    try {
      await download(format).unwrap();
      setDone(true);
    } catch (error) {
      setFailure(statusOf(error) === 429 ? t('profile.export.too_many') : describeError(error));
    }
  };

  return (
    <section className="fieldset" aria-labelledby="download-my-data">
      <h2 id="download-my-data">{t('profile.export.title')}</h2>
      <p className="form__note">{t('profile.export.note')}</p>
      <div className="button-row button-row--start">
        <Button busy={isLoading && originalArgs === 'json'} disabled={isLoading} onClick={() => start('json')}>
          {t('profile.export.json')}
        </Button>
        <Button busy={isLoading && originalArgs === 'zip'} disabled={isLoading} onClick={() => start('zip')}>
          {t('profile.export.zip')}
        </Button>
      </div>
      {failure && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      <StatusNotice text={done ? t('profile.export.done') : null} />
    </section>
  );
}
