import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import QRCode from 'qrcode';
import { t } from '@wl/contracts';
import { Button } from '../../ui/Button.js';
import { usePageTitle } from '../../ui/hooks.js';
import { PrintIcon } from './ownerIcons.js';
import { listAddress } from './ShareDialog.js';

const QR_SIZE = 320;

/** `/{wishlistName}/qr`: a big scannable QR code of the list's address, to show or print. */
export function ShareQrPage() {
  const { wishlistName = '' } = useParams();
  const link = listAddress(wishlistName);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  usePageTitle(t('qr.title', { username: wishlistName }));

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    setFailed(false);
    QRCode.toCanvas(canvas, link, { width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M' }).catch(() => setFailed(true));
  }, [link]);

  return (
    <section className="page page--narrow qr-page">
      <h1>{t('qr.title', { username: wishlistName })}</h1>
      <p className="qr-page__intro">{t('qr.intro')}</p>
      <div className="qr-page__code">
        <canvas ref={canvasRef} width={QR_SIZE} height={QR_SIZE} role="img" aria-label={t('qr.image_label', { link })} hidden={failed} />
        {failed && <p className="form__error" role="alert">{t('qr.failed')}</p>}
      </div>
      <p className="qr-page__link"><a href={link}>{link}</a></p>
      <div className="button-row button-row--start qr-page__actions">
        <Button variant="primary" onClick={() => window.print()}><PrintIcon /> {t('qr.print')}</Button>
      </div>
    </section>
  );
}
