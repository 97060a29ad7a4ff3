import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { t, type MessageKey } from '@wl/contracts';
import { usePageTitle } from '../../ui/hooks.js';
import { useCurrentUser } from '../../api/accountApi.js';
import { loginPath } from '../../shared/returnUrl.js';

/** A private list (or one whose question this visitor may no longer answer). */
export function NoAccessView({ fullName }: { fullName: string }) {
  return (
    <AccessExplanation title="listview.no_access.title" text={t('listview.no_access.text', { name: fullName })}>
      <p>{t('listview.no_access.explanation', { name: fullName })}</p>
    </AccessExplanation>
  );
}

/** Why this visitor cannot see a list, with a way on: list search, or logging in (it may be their own list). */
export function AccessExplanation({
  title,
  text,
  children,
}: {
  title: MessageKey;
  text: string;
  children?: ReactNode;
}) {
  usePageTitle(t(title));
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <section className="page page--narrow error-screen">
      <h1>{t(title)}</h1>
      <p>{text}</p>
      {children}
      <div className="button-row button-row--start">
        <Link className="btn btn--secondary" to="/list/search">
          {t('listview.not_found.search')}
        </Link>
      </div>
      {user === null && (
        <p className="page__aside">
          {t('listview.own_list_login')} <Link to={loginPath(pathname)}>{t('visitor.login')}</Link>
        </p>
      )}
    </section>
  );
}
