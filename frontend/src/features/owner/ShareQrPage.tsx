import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import QRCode from 'qrcode';
import { t } from '@wl/contracts';
import { ApiErrorView } from '../../shared/ErrorScreens.js';
import { Button } from '../../ui/Button.js';
import { usePageTitle } from '../../ui/hooks.js';
import { Loading } from '../../ui/Loading.js';
import { useGetAccessStateQuery } from '../../api/visitorApi.js';
import { PrintIcon } from '../../shared/ownerIcons.js';
import { listAddress } from './ShareDialog.js';

const QR_SIZE = 320;

/**
 * `/{wishlistName}/qr`: a big scannable QR code of the list's address, to show or print, under the owner's name (which
 * the access state tells anyone, like the list's own page does).
 */
export function ShareQrPage() {
  const { wishlistName = '' } = useParams();
  const list = useGetAccessStateQuery(wishlistName);
  if (list.isLoading) return <Loading />;
  if (list.error || !list.data) return <ApiErrorView error={list.error} onRetry={list.refetch} />;
  return <ListQrCode username={wishlistName} name={list.data.fullName} />;
}

function ListQrCode({ username, name }: { username: string; name: string }) {
  const link = listAddress(username);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  usePageTitle(t('qr.title', { name }));

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    setFailed(false);
    QRCode.toCanvas(canvas, link, { width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M' }).catch(() =>
      setFailed(true),
    );
  }, [link]);

  return (
    <section className="page page--narrow qr-page">
      <h1>{t('qr.title', { name })}</h1>
      <p className="qr-page__intro">{t('qr.intro')}</p>
      <p className="print-only">{t('qr.print_intro', { name })}</p>
      <div className="qr-page__code">
        <canvas
          ref={canvasRef}
          width={QR_SIZE}
          height={QR_SIZE}
          role="img"
          aria-label={t('qr.image_label', { link })}
          hidden={failed}
        />
        {failed && (
          <p className="form__error" role="alert">
            {t('qr.failed')}
          </p>
        )}
      </div>
      <p className="qr-page__link">
        <a href={link}>{link}</a>
      </p>
      <div className="button-row button-row--start qr-page__actions">
        <Link className="btn btn--secondary" to={`/${username}`}>
          {t('general.back_to_list')}
        </Link>
        <Button variant="primary" onClick={() => window.print()}>
          <PrintIcon /> {t('qr.print')}
        </Button>
      </div>
    </section>
  );
}
