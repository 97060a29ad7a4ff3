import { t } from '@wl/contracts';
import { useDelayed } from './hooks.js';

/** Blank for the first 500 ms, then a long-loading message (spec: long loading after 500 ms). */
export function Loading() {
  const long = useDelayed(500);
  return (
    <div className="loading" role="status" aria-live="polite" aria-busy="true">
      {long ? (
        <>
          <span className="spinner" aria-hidden="true" /> {t('general.loading_long')}
        </>
      ) : (
        <span className="visually-hidden">{t('general.loading')}</span>
      )}
    </div>
  );
}
