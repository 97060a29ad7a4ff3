import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Outlet, useMatch, useSearchParams } from 'react-router';
import type { CurrentUser } from '@wl/contracts';
import { ApiErrorView } from '../../../shared/ErrorScreens.js';
import { Loading } from '../../../ui/Loading.js';
import { useGetUserDataQuery } from '../../../api/accountApi.js';
import { WIZARD_START } from '../../../shared/lotPaths.js';
import { loadDraft, newDraft, removeDraft, saveDraft, withDetails, type LotDraft } from './draft.js';

type Wizard = {
  /** Null when nobody is logged in. */
  user: CurrentUser | null;
  /** The draft in progress, or null. */
  draft: LotDraft | null;
  /** A draw just succeeded: the draft is gone, and the overview waits for the just-drawn step. */
  drawn: boolean;
  /** Replaces the draft and saves it (a drawn draft only in memory). */
  setDraft: (draft: LotDraft) => void;
  startNew: () => LotDraft;
  /** After a successful draw: the draft is marked drawn and removed from storage. */
  finish: () => void;
};

const WizardContext = createContext<Wizard | null>(null);

export function useWizard(): Wizard {
  const wizard = useContext(WizardContext);
  if (!wizard) throw new Error('useWizard outside the lot wizard');
  return wizard;
}

/** Reloads once per tab for a newer draft: a stale cached page must not reload forever. */
const RELOADED_FOR_DRAFT = 'lotingDraftReloaded';

/**
 * The wizard's frame: waits for the user, then holds the draft of that user from local storage (again whenever the
 * user changes: logging in from the details step keeps the draft made logged out).
 */
export function WizardLayout() {
  const userData = useGetUserDataQuery();
  const user = userData.data;
  const userGuid = user === undefined ? undefined : (user?.publicGuid ?? null);
  const [draft, setDraftState] = useState<LotDraft | null>(null);
  const [loaded, setLoaded] = useState(false);
  // The lots landing page reads as a page before the draft is (the server renders it, without the browser's storage):
  // its start button shows at once, and the choice to continue a draft follows once the draft is read.
  const redo = useSearchParams()[0].has('redo');
  const readableBeforeDraft = useMatch(WIZARD_START) !== null && !redo;

  useEffect(() => {
    if (userGuid === undefined) return;
    const stored = loadDraft(localStorage, userGuid);
    if (stored.kind === 'newer' && !sessionStorage.getItem(RELOADED_FOR_DRAFT)) {
      sessionStorage.setItem(RELOADED_FOR_DRAFT, '1');
      window.location.reload();
      return;
    }
    const found = stored.kind === 'found' ? stored.draft : null;
    const forUser = found && user ? withDetails(found, { ...found, organizerEmail: user.email }) : found;
    // A draw that just succeeded stays drawn, whoever the user became meanwhile.
    setDraftState((current) => (current?.drawn ? current : forUser));
    setLoaded(true);
    // Only a new user (guid) loads again; the e-mail comes with the user.
  }, [userGuid]);

  const setDraft = useCallback((next: LotDraft) => {
    saveDraft(localStorage, next);
    setDraftState(next);
  }, []);

  const wizard = useMemo<Wizard | null>(
    () =>
      user === undefined
        ? null
        : {
            user,
            draft: draft?.drawn ? null : draft,
            drawn: draft?.drawn ?? false,
            setDraft,
            startNew: () => {
              const fresh = newDraft(user, crypto.randomUUID());
              setDraft(fresh);
              return fresh;
            },
            finish: () => {
              removeDraft(localStorage);
              setDraftState((current) => (current ? { ...current, drawn: true } : current));
            },
          },
    [user, draft, setDraft],
  );

  if (userData.error && user === undefined) return <ApiErrorView error={userData.error} onRetry={userData.refetch} />;
  // Only the first load waits: when the user changes under way (a logged-out organizer becomes a lightweight user
  // while drawing), the step stays mounted and gets the draft again.
  if (!wizard || (!loaded && !readableBeforeDraft)) return <Loading />;
  return (
    <WizardContext.Provider value={wizard}>
      <Outlet />
    </WizardContext.Provider>
  );
}
