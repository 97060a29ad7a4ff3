import { useState } from 'react';
import { Link } from 'react-router';
import { t, type OwnerWishlist } from '@wl/contracts';
import { inAppMode, postToApp } from '../../shared/appBridge.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/fields.js';
import { Modal } from '../../ui/Modal.js';
import { StatusNotice } from '../../ui/StatusNotice.js';
import { useSiteSwitch } from '../../api/siteConfigApi.js';

/** The public address of a list. */
export const listAddress = (username: string) => `${window.location.origin}/${username}`;

/** Share a list (only OPEN or PUBLIC ones): a messaging app, e-mail (where the site allows it), the QR code, or the link. */
export function ShareDialog({ wishlist, onClose }: { wishlist: OwnerWishlist; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const emailAllowed = useSiteSwitch('unsolicitedEmailAllowed');
  const link = listAddress(wishlist.username);
  const message = t('mail.send.link', { link });
  const mailto = `mailto:?subject=${encodeURIComponent(t('send.subject_default'))}&body=${encodeURIComponent(message)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Modal title={t('share.title')} onClose={onClose}>
      <p>{t('share.intro')}</p>
      <TextField label={t('share.link')} value={link} readOnly onFocus={(event) => event.target.select()} />
      <div className="share-options">
        {inAppMode && (
          <Button
            variant="primary"
            onClick={() => postToApp({ type: 'shareList', username: wishlist.username, url: link, text: message })}
          >
            {t('share.app')}
          </Button>
        )}
        <a
          className="btn btn--primary"
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('share.whatsapp')}
        </a>
        {emailAllowed && (
          <Link className="btn btn--secondary" to={`/mylist/send/${wishlist.username}`} onClick={onClose}>
            {t('share.email')}
          </Link>
        )}
        {emailAllowed && (
          <a className="btn btn--secondary" href={mailto}>
            {t('share.mail_app')}
          </a>
        )}
        <Link className="btn btn--secondary" to={`/${wishlist.username}/qr`} onClick={onClose}>
          {t('share.qr')}
        </Link>
        {'clipboard' in navigator && <Button onClick={() => void copy()}>{t('share.copy')}</Button>}
      </div>
      <StatusNotice text={copied ? t('share.copied') : null} />
    </Modal>
  );
}
