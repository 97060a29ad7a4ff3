import { Link, useNavigate, useParams } from 'react-router';
import { t, type CrossedOffGiftAnswer } from '@wl/contracts';
import { ApiErrorView } from '../../shared/ErrorScreens.js';
import { Button } from '../../ui/Button.js';
import { useDialogs } from '../../ui/dialogs.js';
import { GiftContent } from '../../ui/GiftContent.js';
import { Loading } from '../../ui/Loading.js';
import { useBusy, usePageTitle } from '../../ui/hooks.js';
import { useGetCrossedOffGiftQuery } from './crossedOffApi.js';
import { crossedOffGiftRefusalOf, type CrossedOffGiftRefusal } from './crossedOffGiftRefusal.js';
import { useUndoCrossOff } from './useCrossOffActions.js';

/**
 * One crossed-off gift, opened from the link in the confirmation mail (no login needed: the guid pair is the key).
 * Shows the gift and its owner, and undoes the cross-off; afterwards the visitor goes to the owner's list.
 */
export function CrossedOffGiftPage() {
  const { giftPublicGuid = '', crossOffGuid = '' } = useParams();
  usePageTitle(t('crossed_off.gift.title'));
  const answer = useGetCrossedOffGiftQuery({ giftPublicGuid, crossOffGuid });

  if (answer.isLoading) return <Loading />;
  const refusal = crossedOffGiftRefusalOf(answer.error);
  if (refusal) return <CannotUndo refusal={refusal} />;
  if (answer.error || !answer.data) return <ApiErrorView error={answer.error} onRetry={answer.refetch} />;
  return <CrossedOffGift answer={answer.data} crossOffGuid={crossOffGuid} onUndoFailed={answer.refetch} />;
}

type CrossedOffGiftProps = { answer: CrossedOffGiftAnswer; crossOffGuid: string; onUndoFailed: () => void };

function CrossedOffGift({ answer: { username, fullName, gift }, crossOffGuid, onUndoFailed }: CrossedOffGiftProps) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const undo = useUndoCrossOff(username);
  const [busy, run] = useBusy();
  const listPath = `/${username}`;

  const undoCrossOff = async () => {
    if (await undo({ publicGuid: gift.publicGuid, description: gift.description, privateCrossOffGuid: crossOffGuid })) {
      await dialogs.message(t('crossed_off.gift.undone', { name: fullName }), t('crossed_off.gift.undone_title'));
      navigate(listPath);
    } else {
      onUndoFailed();
    }
  };

  return (
    <section className="page page--narrow crossed-off-gift">
      <h1>{t('crossed_off.gift.title')}</h1>
      <p className="crossed-off-gift__owner">
        {t('crossed_off.gift.on_list')} <Link to={listPath}>{fullName}</Link>
      </p>
      <div className="gift gift--crossed-off" data-gift={gift.publicGuid} data-crossed-off="true">
        <div className="gift__body">
          <GiftContent
            description={gift.description}
            uri={gift.uri}
            uriDisplayText={gift.uriDisplayText}
            imageUrl={gift.displayImageUrl}
          />
        </div>
      </div>
      <p className="crossed-off-gift__explanation">{t('crossed_off.gift.explanation')}</p>
      <div className="button-row button-row--fill">
        <Link className="btn btn--secondary" to={listPath}>
          {t('crossed_off.gift.to_list')}
        </Link>
        <Button variant="primary" busy={busy} onClick={() => void run(undoCrossOff)}>
          {t('cross_off.undo')}
        </Button>
      </div>
    </section>
  );
}

/**
 * Why there is nothing to undo (spec 01 §8): already undone is said without a title; the other problems get the title
 * 'cannot uncross' and the not-found text. Both lead to the owner's list when the server knows it.
 */
function CannotUndo({ refusal: { problem, username } }: { refusal: CrossedOffGiftRefusal }) {
  const alreadyUndone = problem === 'CrossOffAlreadyUndone';
  return (
    <section className="page page--narrow error-screen" data-problem={problem}>
      {alreadyUndone ? (
        <h1 className="visually-hidden">{t('crossed_off.gift.title')}</h1>
      ) : (
        <h1>{t('crossed_off.gift.cannot_undo')}</h1>
      )}
      <p>{t(alreadyUndone ? 'crossed_off.gift.already_undone' : 'crossed_off.gift.not_found')}</p>
      {username && (
        <div className="button-row button-row--start">
          <Link className="btn btn--primary" to={`/${username}`}>
            {t('crossed_off.gift.to_list')}
          </Link>
        </div>
      )}
    </section>
  );
}
