import { useSyncExternalStore } from 'react';
import { t } from '@wl/contracts';
import { liveConnection } from './liveConnection.js';

/**
 * A quiet line while the live connection is down: the page may no longer be current and actions may fail. Not a
 * dialog: reading and typing go on. The live region is always there, so screen readers announce the change.
 */
export function ConnectionNotice() {
  const status = useSyncExternalStore(
    liveConnection.onStatusChange,
    () => liveConnection.status,
    () => 'idle',
  );
  return (
    <div role="status" aria-live="polite" className="connection-notice">
      {status === 'down' && <p className="connection-notice__text">{t('live.disconnected')}</p>}
    </div>
  );
}
