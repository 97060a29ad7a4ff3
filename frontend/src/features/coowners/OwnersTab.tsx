import { useEffect, useRef, useState } from 'react';
import { t, type NewOwnerInvite, type Owner, type OwnerInvite, type OwnerWishlist } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { useDialogs } from '../../ui/dialogs.js';
import { Loading } from '../../ui/Loading.js';
import { StatusNotice } from '../../ui/StatusNotice.js';
import { useCurrentUser } from '../../api/accountApi.js';
import { inviteKeys } from '../../shared/changedRows.js';
import { CopyLink } from './CopyLink.js';
import {
  useGetOwnersAndInvitesQuery,
  useRemoveExtraOwnerMutation,
  useRevokeExtraOwnerInviteMutation,
  type OwnersAndInvites,
} from '../../api/coOwnersApi.js';
import { InviteForm } from './InviteForm.js';
import { OwnerAvatar } from '../../shared/OwnerAvatar.js';

/**
 * The settings modal's owners tab: who owns the list, who is online, open invites (their links for the primary owner
 * only); the primary owner invites and removes.
 */
export function OwnersTab({ wishlist }: { wishlist: OwnerWishlist }) {
  const owners = useGetOwnersAndInvitesQuery(wishlist.privateGuid);
  const [notice, setNotice] = useState<string | null>(null);
  const [newInvite, setNewInvite] = useState<string | null>(null);

  if (owners.isLoading) return <Loading />;
  if (!owners.data) {
    return (
      <div className="owners" role="alert">
        <p className="form__error">{owners.error ? describeError(owners.error) : t('settings.owners.load_failed')}</p>
        <Button onClick={() => void owners.refetch()}>{t('general.retry')}</Button>
      </div>
    );
  }
  const { changed } = owners.data;
  const rowClass = (base: string, key: string) => (changed.includes(key) ? `${base} row--changed` : base);

  return (
    <div className="owners">
      <p>{t('settings.owners.intro')}</p>
      <OwnerRows wishlist={wishlist} owners={owners.data} rowClass={rowClass} onRemoved={setNotice} />
      <StatusNotice text={notice} />
      {wishlist.isPrimaryOwner ? (
        <InviteForm privateWishlistGuid={wishlist.privateGuid} onInvited={setNewInvite} />
      ) : (
        <p className="form__note">{t('settings.owners.primary_only')}</p>
      )}
      <InviteRows wishlist={wishlist} invites={owners.data.invites} newInvite={newInvite} rowClass={rowClass} />
    </div>
  );
}

type RowsProps = { wishlist: OwnerWishlist; rowClass: (base: string, key: string) => string };

function OwnerRows({
  wishlist,
  owners,
  rowClass,
  onRemoved,
}: RowsProps & { owners: OwnersAndInvites; onRemoved: (text: string) => void }) {
  const me = useCurrentUser()?.publicGuid;
  const dialogs = useDialogs();
  const [removeExtraOwner, removal] = useRemoveExtraOwnerMutation();

  const remove = async (owner: Owner) => {
    const text = t('settings.owners.remove_confirm.text', { name: owner.fullName });
    if (
      !(await dialogs.confirm({
        title: t('settings.owners.remove_confirm.title'),
        text: owners.invites.length > 0 ? `${text} ${t('settings.owners.remove_confirm.invites')}` : text,
        confirmLabel: t('settings.owners.remove'),
        danger: true,
      }))
    )
      return;
    try {
      await removeExtraOwner({
        privateWishlistGuid: wishlist.privateGuid,
        publicUserGuid: owner.publicUserGuid,
      }).unwrap();
      onRemoved(t('settings.owners.removed', { name: owner.fullName }));
    } catch (error) {
      await dialogs.message(describeError(error));
    }
  };

  return (
    <ul className="owners__list">
      {owners.owners.map((owner) => (
        <li
          key={owner.publicUserGuid}
          className={rowClass('owners__owner', owner.publicUserGuid)}
          data-owner={owner.publicUserGuid}
        >
          <OwnerAvatar owner={owner} />
          <span className="owners__who">
            <span className="owners__name">
              {owner.publicUserGuid === me ? t('settings.owners.you', { name: owner.fullName }) : owner.fullName}
            </span>
            <span className={owner.isOnline ? 'owners__status owners__status--online' : 'owners__status'}>
              {t(owner.isOnline ? 'settings.owners.online' : 'settings.owners.offline')}
            </span>
          </span>
          {wishlist.isPrimaryOwner && owner.publicUserGuid !== me && (
            <Button
              variant="danger"
              className="owners__action"
              busy={removal.isLoading && removal.originalArgs?.publicUserGuid === owner.publicUserGuid}
              aria-label={t('settings.owners.remove_label', { name: owner.fullName })}
              onClick={() => void remove(owner)}
            >
              {t('settings.owners.remove')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

type InviteRowsProps = RowsProps & { invites: OwnersAndInvites['invites']; newInvite: string | null };

const hasLink = (invite: OwnerInvite): invite is NewOwnerInvite => invite.guid !== null && invite.url !== null;

/** The open invites, the one just made first, with the words to send it; a co-owner sees whom, without the links. */
function InviteRows({ wishlist, invites, newInvite, rowClass }: InviteRowsProps) {
  const dialogs = useDialogs();
  const [revokeInvite, revoking] = useRevokeExtraOwnerInviteMutation();
  const titleId = `${wishlist.privateGuid}-invites`;
  const listRef = useRef<HTMLUListElement>(null);

  // The new invite's link gets the focus (its label says to send it), scrolled into view below the form.
  useEffect(() => {
    if (newInvite)
      listRef.current?.querySelector<HTMLInputElement>(`[data-invite="${CSS.escape(newInvite)}"] input`)?.focus();
  }, [newInvite]);

  const revoke = async (invite: NewOwnerInvite) => {
    if (
      !(await dialogs.confirm({
        title: t('settings.owners.invite.revoke_confirm.title'),
        text: t('settings.owners.invite.revoke_confirm.text', { name: invite.name }),
        confirmLabel: t('settings.owners.invite.revoke'),
        danger: true,
      }))
    )
      return;
    try {
      await revokeInvite({ privateWishlistGuid: wishlist.privateGuid, inviteGuid: invite.guid }).unwrap();
    } catch (error) {
      await dialogs.message(describeError(error));
    }
  };

  const keys = inviteKeys(invites);
  const isNew = (key: string) => newInvite !== null && key === newInvite;
  const rows = invites.map((invite, index) => ({ invite, key: keys[index]! }));

  return (
    <section className="owners__invites" aria-labelledby={titleId}>
      <h3 id={titleId} className="owners__heading">
        {t('settings.owners.invites.title')}
      </h3>
      {invites.length === 0 && <p className="empty">{t('settings.owners.invites.empty')}</p>}
      {invites.length > 0 && !wishlist.isPrimaryOwner && (
        <p className="form__note">{t('settings.owners.invites.links_primary_only')}</p>
      )}
      <ul ref={listRef} className="owners__list">
        {rows
          .sort((a, b) => Number(isNew(b.key)) - Number(isNew(a.key)))
          .map(({ invite, key }) => (
            <li
              key={key}
              className={rowClass(isNew(key) ? 'owners__invite owners__invite--new' : 'owners__invite', key)}
              data-invite={key}
            >
              {hasLink(invite) ? (
                <CopyLink
                  url={invite.url}
                  label={t(isNew(key) ? 'settings.owners.invite.created' : 'settings.owners.invite.link', {
                    name: invite.name,
                  })}
                >
                  {wishlist.isPrimaryOwner && (
                    <Button
                      variant="danger"
                      busy={revoking.isLoading && revoking.originalArgs?.inviteGuid === invite.guid}
                      aria-label={t('settings.owners.invite.revoke_label', { name: invite.name })}
                      onClick={() => void revoke(invite)}
                    >
                      {t('settings.owners.invite.revoke')}
                    </Button>
                  )}
                </CopyLink>
              ) : (
                <span className="owners__name">{t('settings.owners.invite.pending', { name: invite.name })}</span>
              )}
            </li>
          ))}
      </ul>
    </section>
  );
}
