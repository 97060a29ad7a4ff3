import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { t } from '@wl/contracts';
import { statusOf } from '../api/errors.js';
import { useCurrentUser } from '../api/accountApi.js';
import { loginPath } from './returnUrl.js';
import { Button } from '../ui/Button.js';
import { usePageTitle } from '../ui/hooks.js';
import { useRetryWithBackoff } from './useRetryWithBackoff.js';

function ErrorScreen({
  title,
  text,
  note,
  children,
}: {
  title: string;
  text: string;
  note?: string;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="page page--narrow error-screen">
      <h1>{title}</h1>
      <p>{text}</p>
      {note && <p className="form__note">{note}</p>}
      <div className="button-row button-row--start">{children}</div>
    </section>
  );
}

const HomeLink = () => (
  <Link className="btn btn--secondary" to="/">
    {t('general.to_home')}
  </Link>
);
const RetryButton = ({ onRetry }: { onRetry: () => void }) => (
  <Button variant="primary" onClick={onRetry}>
    {t('general.retry')}
  </Button>
);

export function NotFoundScreen() {
  return (
    <ErrorScreen title={t('error.not_found.title')} text={t('error.not_found')}>
      <HomeLink />
    </ErrorScreen>
  );
}

/** Tries again by itself (useRetryWithBackoff), so the page comes back when the server does; the button stays. */
export function NoConnectionScreen({ onRetry }: { onRetry: () => void }) {
  useRetryWithBackoff(onRetry);
  return (
    <ErrorScreen
      title={t('error.no_connection.title')}
      text={t('error.no_connection_action')}
      note={t('error.no_connection.auto_retry')}
    >
      <RetryButton onRetry={onRetry} />
    </ErrorScreen>
  );
}

export function OopsScreen({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  return (
    <ErrorScreen title={t('error.oops.title')} text={t('error.something_went_wrong')}>
      <RetryButton onRetry={onRetry} />
      <HomeLink />
    </ErrorScreen>
  );
}

export function NoAccessScreen() {
  return (
    <ErrorScreen title={t('error.no_access')} text={t('error.no_access.text')}>
      <HomeLink />
    </ErrorScreen>
  );
}

export function ServerErrorScreen({ onRetry }: { onRetry?: () => void }) {
  return (
    <ErrorScreen title={t('error.server.title')} text={t('error.server')}>
      {onRetry && <RetryButton onRetry={onRetry} />}
      <HomeLink />
    </ErrorScreen>
  );
}

/** Sends a visitor who must log in to the login screen, returning here afterwards. */
export function NotLoggedIn() {
  const { pathname, search } = useLocation();
  return <Navigate to={loginPath(pathname + search)} replace />;
}

/** The screen for a failed load: no connection, login needed, no access, not found, server error or oops. */
export function ApiErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const user = useCurrentUser();
  const status = statusOf(error);
  if (status === 'offline') return <NoConnectionScreen onRetry={onRetry} />;
  if (status === 401) return user ? <NoAccessScreen /> : <NotLoggedIn />;
  if (status === 403) return <NoAccessScreen />;
  if (status === 404) return <NotFoundScreen />;
  if (typeof status === 'number' && status >= 500) return <ServerErrorScreen onRetry={onRetry} />;
  return <OopsScreen onRetry={onRetry} />;
}
