import type { ChangeEvent } from 'react';
import { t, type Shop } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { PictureProblem, pictureProblemText, preparePng } from '../../shared/pngFile.js';
import { shopEditProblemTexts } from './shopEditTexts.js';
import { useEditShopsMutation, useSetShopLogoMutation } from './supportApi.js';

/**
 * A shop's logo in the console (issue 27): the logo as `/winkels` shows it, a file choice (any picture the browser
 * reads, sent as the PNG every upload is) and removal. The outcome is said by the page, as for the other edits.
 */
export function ShopLogoControls({
  shop,
  onDone,
  onFailure,
}: {
  shop: Shop;
  onDone: (text: string) => void;
  onFailure: (text: string) => void;
}) {
  const [setLogo, setting] = useSetShopLogoMutation();
  const [edit, removing] = useEditShopsMutation();
  const busy = setting.isLoading || removing.isLoading;
  const inputId = `shop-logo-${shop.id}`;

  const outcome = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      onDone(done);
    } catch (error) {
      onFailure(
        error instanceof PictureProblem ? t(pictureProblemText(error)) : describeError(error, shopEditProblemTexts),
      );
    }
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file)
      void outcome(
        async () => setLogo({ shopId: shop.id, png: await preparePng(file) }).unwrap(),
        t('support.shops.logo.saved'),
      );
  };
  const remove = () =>
    void outcome(
      () => edit({ action: 'RemoveLogo', body: { shopId: shop.id } }).unwrap(),
      t('support.shops.logo.removed'),
    );

  return (
    <span className="button-row button-row--start support-shop__logo">
      {shop.logoImage ? (
        <img
          className="shop-link__logo"
          src={shop.logoImage}
          alt={t('support.shops.logo.alt', { name: shop.name })}
          width={40}
          height={40}
        />
      ) : (
        <span className="shop-link__logo shop-link__logo--initial" aria-hidden="true">
          {shop.name.charAt(0)}
        </span>
      )}
      <input
        id={inputId}
        className="file-input"
        type="file"
        accept="image/*"
        onChange={choose}
        disabled={busy}
        aria-label={t('support.shops.logo.choose.label', { name: shop.name })}
      />
      <label htmlFor={inputId} className="btn btn--secondary">
        {t('support.shops.logo.choose')}
      </label>
      {shop.logoImage && (
        <Button disabled={busy} onClick={remove} aria-label={t('support.shops.logo.remove.label', { name: shop.name })}>
          {t('support.shops.logo.remove')}
        </Button>
      )}
    </span>
  );
}
