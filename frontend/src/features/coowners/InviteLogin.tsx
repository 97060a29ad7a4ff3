import { t } from '@wl/contracts';
import { LoginScreen } from '../account/LoginPage.js';
import { useValidInvite } from './InvitePage.js';

/** `/i/{guid}/login`: the login form, then back to the invite (which then opens). */
export function InviteLogin() {
  const { guid, info } = useValidInvite();
  const invitePath = `/i/${encodeURIComponent(guid)}`;
  return (
    <LoginScreen
      state={{}}
      returnTo={invitePath}
      intro={`${t('invite.open.text', { name: info.name, username: info.username })} ${t('invite.login.text')}`}
      createAccount={{
        intro: t('invite.login.no_account'),
        link: `${invitePath}/createaccount`,
        label: t('invite.login.create'),
      }}
    />
  );
}
