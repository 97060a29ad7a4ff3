import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LOT_MIN_DRAWING_MS, t, type CurrentUser, type MessageKey } from '@wl/contracts';
import { describeError, problemOf, statusOf } from '../../../api/errors.js';
import { useCreateLightweightUserMutation } from '../../../api/emailCrossOffApi.js';
import { useCreateLotingMutation } from '../../../api/lotsApi.js';
import { createRequest, type LotDraft } from './draft.js';
import { useWizard } from './WizardLayout.js';
import { stepPath } from './WizardStep.js';

export type DrawFailure = { text: string; loginNeeded: boolean };

/** Each way `Loting/Create` can fail, with its own sentence (spec 02 §8, "Do loting"). */
function drawFailure(error: unknown): DrawFailure {
  const status = statusOf(error);
  if (status === 401) return { text: t('lotingWizard.draw.login_required'), loginNeeded: true };
  if (status === 'offline' || status === 503) return { text: describeError(error), loginNeeded: false };
  const problems: Record<string, MessageKey> = {
    InvalidExclusions: 'lotingWizard.draw.invalid_exclusions',
    InvalidOrganizerEmail: 'lotingWizard.draw.invalid_email',
    InvalidData: 'lotingWizard.draw.invalid_data',
    Deleted: 'lotingWizard.draw.redo_deleted',
  };
  const key =
    status === 400
      ? 'lotingWizard.draw.invalid_data'
      : (problems[problemOf(error) ?? ''] ?? 'lotingWizard.draw.unknown');
  return { text: t(key), loginNeeded: false };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Draws the lots: a logged-out organizer first becomes a lightweight user with the details' address (as when
 * crossing off by e-mail; an address with an account must log in), then `Loting/Create`. The busy dialog stays at
 * least `LOT_MIN_DRAWING_MS`. After a draw the draft is gone and the just-drawn step shows.
 */
export function useDrawLots(draft: LotDraft) {
  const { user, finish } = useWizard();
  const navigate = useNavigate();
  const [createUser] = useCreateLightweightUserMutation();
  const [createLoting] = useCreateLotingMutation();
  const [drawing, setDrawing] = useState(false);
  const [failure, setFailure] = useState<DrawFailure | null>(null);
  const [emailInUse, setEmailInUse] = useState(false);

  const organizerOrFailure = async (): Promise<CurrentUser | null> => {
    if (user) return user;
    try {
      return await createUser({ email: draft.organizerEmail }).unwrap();
    } catch (error) {
      if (problemOf(error) === 'EmailInUse') setEmailInUse(true);
      else
        setFailure({ text: describeError(error, { EmailUnusable: 'cross_off.email.unusable' }), loginNeeded: false });
      return null;
    }
  };

  const draw = async () => {
    setFailure(null);
    setEmailInUse(false);
    setDrawing(true);
    const shownUntil = wait(LOT_MIN_DRAWING_MS);
    const organizer = await organizerOrFailure();
    if (!organizer) {
      setDrawing(false);
      return;
    }
    try {
      const [answer] = await Promise.all([createLoting(createRequest(draft, organizer)).unwrap(), shownUntil]);
      finish();
      void navigate(stepPath.justDrawn(answer.manageGuid));
    } catch (error) {
      await shownUntil;
      setFailure(drawFailure(error));
    } finally {
      setDrawing(false);
    }
  };

  return { draw, drawing, failure, emailInUse };
}
