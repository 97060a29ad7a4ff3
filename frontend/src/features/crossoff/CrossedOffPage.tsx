import { useId, useState } from 'react';
import { t, type CrossedOffGift, type CrossedOffWishlist } from '@wl/contracts';
import { pageError } from '../../api/errors.js';
import { ApiErrorView } from '../../shared/ErrorScreens.js';
import { Button } from '../../ui/Button.js';
import { GiftContent } from '../../ui/GiftContent.js';
import { ChevronIcon } from '../../ui/icons.js';
import { Loading } from '../../ui/Loading.js';
import { SiteLink } from '../../ui/SiteLink.js';
import { useDialogs } from '../../ui/dialogs.js';
import { useBusy, usePageTitle } from '../../ui/hooks.js';
import { useGetCrossedOffQuery, useHideRemovedCrossOffMutation } from './crossedOffApi.js';
import { useUndoCrossOff } from './useCrossOffActions.js';

/** The gifts the user crossed off, grouped per list; live, so other tabs' changes show up here. */
export function CrossedOffPage() {
  usePageTitle(t('crossed_off.title'));
  const crossedOff = useGetCrossedOffQuery();

  return (
    <section className="page">
      <h1>{t('crossed_off.title')}</h1>
      {crossedOff.isLoading ? (
        <Loading />
      ) : pageError(crossedOff) || !crossedOff.data ? (
        <ApiErrorView error={crossedOff.error} onRetry={crossedOff.refetch} />
      ) : crossedOff.data.crossedOffWishlists.length === 0 ? (
        <p className="empty">{t('crossed_off.empty')}</p>
      ) : (
        <>
          <p>{t('crossed_off.intro')}</p>
          {crossedOff.data.crossedOffWishlists.map((list, index) => (
            <CrossedOffList key={list.wishlistUrl ?? `deleted-${index}`} list={list} />
          ))}
        </>
      )}
    </section>
  );
}

function CrossedOffList({ list }: { list: CrossedOffWishlist }) {
  return (
    <section className="category">
      <h2 className="category__title">
        {list.wishlistUrl === null ? (
          t('crossed_off.deleted_list')
        ) : (
          <SiteLink href={list.wishlistUrl}>{t('crossed_off.list_of', { name: list.fullName ?? '' })}</SiteLink>
        )}
      </h2>
      <ul className="gift-list">
        {list.gifts.map((gift) =>
          gift.removedFromList ? (
            <RemovedGiftRow key={gift.publicGuid} gift={gift} />
          ) : (
            <CrossedOffGiftRow key={gift.publicGuid} gift={gift} />
          ),
        )}
      </ul>
    </section>
  );
}

function CrossedOffGiftRow({ gift }: { gift: CrossedOffGift }) {
  const [expanded, setExpanded] = useState(false);
  const [busy, run] = useBusy();
  const undo = useUndoCrossOff();
  const panelId = useId();

  return (
    <li className="gift gift--expandable" data-gift={gift.publicGuid} data-crossed-off="true">
      <button
        type="button"
        className="gift__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded(!expanded)}
      >
        <span>{gift.description}</span>
        <ChevronIcon />
      </button>
      {expanded && (
        <div id={panelId} className="gift__panel">
          {gift.uri && (
            <a href={gift.uri} target="_blank" rel="noopener noreferrer">
              {t('crossed_off.open_link')}
            </a>
          )}
          <Button busy={busy} onClick={() => run(() => undo(gift))}>
            {t('cross_off.undo')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** A gift the owner deleted after it was crossed off: shown as it was, with nothing to undo; she may hide it. */
function RemovedGiftRow({ gift }: { gift: CrossedOffGift }) {
  const [busy, run] = useBusy();
  const [hide] = useHideRemovedCrossOffMutation();
  const dialogs = useDialogs();
  const hideIt = () =>
    run(async () => {
      try {
        await hide({ publicGuid: gift.publicGuid, privateCrossOffGuid: gift.privateCrossOffGuid }).unwrap();
      } catch {
        await dialogs.message(t('crossed_off.hide_error'));
      }
    });

  return (
    <li className="gift gift--removed" data-gift={gift.publicGuid} data-removed-from-list="true">
      <div className="gift__body">
        <GiftContent description={gift.description} uri={gift.uri} imageUrl={gift.imageUrl} />
        <p className="gift__removed">
          <strong>{t('crossed_off.removed')}</strong> {t('crossed_off.removed.explanation')}
        </p>
        <div className="gift__actions">
          <Button busy={busy} onClick={hideIt}>
            {t('crossed_off.hide')}
          </Button>
        </div>
      </div>
    </li>
  );
}
