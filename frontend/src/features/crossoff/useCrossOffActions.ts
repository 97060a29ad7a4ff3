import { t, type CrossOffProblem, type MessageKey, type UndoCrossOffProblem, type VisitorGift } from '@wl/contracts';
import { describeError, problemOf, statusOf } from '../../api/errors.js';
import { useDialogs } from '../../ui/dialogs.js';
import { useCurrentUser } from '../../api/accountApi.js';
import { useCrossOffMutation, useUndoCrossOffMutation } from './crossOffApi.js';
import { useStartFlowMutation } from '../../api/emailCrossOffApi.js';

const crossOffProblemTexts: Record<CrossOffProblem, MessageKey> = {
  CrossedOffByOtherUser: 'cross_off.error.crossed_off_by_other',
  GiftDeleted: 'cross_off.error.deleted',
  GiftUncrossable: 'cross_off.error.uncrossable',
  NoAccess: 'cross_off.error.no_access',
  OwnWishlist: 'cross_off.error.own_wishlist',
};
/** Problems after which the page no longer matches the server: reload once the message is closed. */
const reloadAfter: readonly (CrossOffProblem | null)[] = ['NoAccess', 'OwnWishlist'];

const undoProblemTexts: Record<UndoCrossOffProblem, MessageKey> = {
  GiftDeleted: 'crossed_off.undo_error.gift_deleted',
  CrossOffAlreadyUndone: 'crossed_off.undo_error.other',
  GiftNotFound: 'crossed_off.undo_error.other',
  CrossedOffBySomeoneElse: 'crossed_off.undo_error.other',
  Other: 'crossed_off.undo_error.other',
};

/**
 * Crosses a gift off on the visitor list of `username` for whoever is logged in now; says whether it worked. Refusals
 * are shown; a 401 (the session ended) calls `onLoginNeeded`.
 */
/** Shows why a cross-off (or the start of one) was refused; reloads when the page no longer matches the server. */
function useShowCrossOffRefusal(): (error: unknown) => Promise<void> {
  const dialogs = useDialogs();
  return async (error) => {
    await dialogs.message(describeError(error, crossOffProblemTexts));
    if (reloadAfter.includes(problemOf(error) as CrossOffProblem | null)) window.location.reload();
  };
}

export function useSendCrossOff(username: string, onLoginNeeded: () => void): (gift: VisitorGift) => Promise<boolean> {
  const showRefusal = useShowCrossOffRefusal();
  const [crossOff] = useCrossOffMutation();

  return async (gift) => {
    try {
      await crossOff({ username, publicGiftGuid: gift.publicGuid }).unwrap();
      return true;
    } catch (error) {
      if (statusOf(error) === 401) {
        onLoginNeeded();
        return false;
      }
      await showRefusal(error);
      return false;
    }
  };
}

/**
 * Crosses a gift off on the visitor list of `username`. Visitors who are not logged in are asked how
 * (`onLoginNeeded`: the e-mail cross-off, or logging in), once the server said the cross-off can still succeed
 * (StartFlow): nobody gives an address, or gets a lightweight user, for a gift someone else just took.
 */
export function useCrossOff(username: string, onLoginNeeded: () => void): (gift: VisitorGift) => Promise<void> {
  const user = useCurrentUser();
  const send = useSendCrossOff(username, onLoginNeeded);
  const showRefusal = useShowCrossOffRefusal();
  const [startFlow] = useStartFlowMutation();

  return async (gift) => {
    if (user) {
      await send(gift);
      return;
    }
    try {
      await startFlow({ publicGiftGuid: gift.publicGuid }).unwrap();
    } catch (error) {
      await showRefusal(error);
      return;
    }
    onLoginNeeded();
  };
}

type UndoableGift = { publicGuid: string; description: string; privateCrossOffGuid: string | null };

/**
 * Asks for confirmation, then undoes the viewer's cross-off (updating the visitor list of `username`, if given); says
 * whether it was undone. Failures are shown.
 */
export function useUndoCrossOff(username?: string): (gift: UndoableGift) => Promise<boolean> {
  const dialogs = useDialogs();
  const [undo] = useUndoCrossOffMutation();

  return async ({ publicGuid, description, privateCrossOffGuid }) => {
    if (!privateCrossOffGuid) {
      await dialogs.message(t('error.something_went_wrong'));
      return false;
    }
    const confirmed = await dialogs.confirm({
      title: t('crossed_off.undo_confirm.title'),
      text: t('crossed_off.undo_confirm.text', { description }),
      confirmLabel: t('cross_off.undo'),
    });
    if (!confirmed) return false;
    try {
      await undo({ publicGuid, privateCrossOffGuid, username }).unwrap();
      return true;
    } catch (error) {
      await dialogs.message(describeError(error, undoProblemTexts), t('crossed_off.undo_error.title'));
      return false;
    }
  };
}
