import { lazy, Suspense, useState } from 'react';
import { t, type VisitorGift } from '@wl/contracts';
import { Button } from '../../ui/Button.js';
import { GiftContent } from '../../ui/GiftContent.js';
import { CheckIcon } from '../../ui/icons.js';
import { LockMark } from '../../ui/LockMark.js';
import { Loading } from '../../ui/Loading.js';
import { useBusy } from '../../ui/hooks.js';
import { crossOffState } from '../../shared/crossOffState.js';
import { useCrossOff, useUndoCrossOff } from '../crossoff/useCrossOffActions.js';
import { ProductOffers } from '../../shared/ProductOffers.js';

/** The dialog that asks how to cross off without an account: fetched when it opens (its forms bring zod). */
const EmailCrossOffModal = lazy(() =>
  import('../crossoff/EmailCrossOffModal.js').then((m) => ({ default: m.EmailCrossOffModal })),
);

export function VisitorGiftRow({ gift, username }: { gift: VisitorGift; username: string }) {
  const state = crossOffState(gift);
  const [revealed, setRevealed] = useState(false);
  const [askingHow, setAskingHow] = useState(false);
  const [busy, run] = useBusy();
  const crossOff = useCrossOff(username, () => setAskingHow(true));
  const undo = useUndoCrossOff(username);
  const crossedOff = state === 'AllowUndoCrossOff' || state === 'CrossedOffByOther';
  const covered = state === 'CrossedOffByOther' && !revealed;

  return (
    <li
      className={crossedOff ? 'gift gift--crossed-off' : 'gift'}
      data-gift={gift.publicGuid}
      data-crossed-off={crossedOff ? 'true' : undefined}
    >
      {covered ? (
        <div className="gift__cover">
          <span>{t('cross_off.by_other')}</span>
          <Button variant="link" onClick={() => setRevealed(true)}>
            {t('general.show')}
          </Button>
        </div>
      ) : (
        <div className="gift__body">
          <GiftContent
            description={gift.description}
            uri={gift.uri}
            uriDisplayText={gift.uriDisplayText}
            imageUrl={gift.displayImageUrl}
            placeholder={gift.productId !== null}
          />
          {gift.groupedProduct && <ProductOffers group={gift.groupedProduct} />}
          {state !== 'CrossedOffByOther' && (
            <div className="gift__actions">
              {state === 'Locked' && <LockMark text={t('cross_off.locked')} />}
              {state === 'AllowCrossOff' && (
                <Button variant="primary" busy={busy} onClick={() => run(() => crossOff(gift))}>
                  {t('cross_off.action')}
                </Button>
              )}
              {state === 'AllowUndoCrossOff' && (
                <>
                  <span className="gift__badge">
                    <CheckIcon /> {t('cross_off.by_you')}
                  </span>
                  <Button busy={busy} onClick={() => run(() => undo(gift))}>
                    {t('cross_off.undo')}
                  </Button>
                </>
              )}
            </div>
          )}
        </div>
      )}
      {askingHow && (
        <Suspense fallback={<Loading />}>
          <EmailCrossOffModal gift={gift} username={username} onClose={() => setAskingHow(false)} />
        </Suspense>
      )}
    </li>
  );
}
