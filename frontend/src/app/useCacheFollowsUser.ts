import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { api, userDependentTags } from '../api/api.js';
import { useCurrentUser } from '../features/account/accountApi.js';
import type { AppDispatch } from './store.js';

/**
 * When the logged-in user changes (login, new account, logout), every answer cached for the previous one is
 * dropped. This runs after the pages have rendered for the new user, so pages that no longer apply are gone by
 * then and their answers are forgotten instead of fetched again.
 */
export function useCacheFollowsUser(): void {
  const user = useCurrentUser();
  const dispatch = useDispatch<AppDispatch>();
  const userGuid = user === undefined ? undefined : (user?.publicGuid ?? null);
  const previous = useRef(userGuid);

  useEffect(() => {
    if (userGuid === undefined) return;
    if (previous.current !== undefined && previous.current !== userGuid) dispatch(api.util.invalidateTags([...userDependentTags]));
    previous.current = userGuid;
  }, [userGuid, dispatch]);
}
