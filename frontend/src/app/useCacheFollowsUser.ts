import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { api, userDependentTags } from '../api/api.js';
import { useLoggedInUserGuid } from '../api/accountApi.js';
import type { AppDispatch } from '../api/dispatch.js';
import { announceLoggedInUser } from './userChangeAcrossTabs.js';

/**
 * When the logged-in user changes (login, new account, password reset, logout, deletion), every answer cached for
 * the previous one is dropped and the other tabs are told. This runs after the pages have rendered for the new user,
 * so pages that no longer apply are gone by then and their answers are forgotten instead of fetched again.
 */
export function useCacheFollowsUser(): void {
  const userGuid = useLoggedInUserGuid();
  const dispatch = useDispatch<AppDispatch>();
  const previous = useRef(userGuid);

  useEffect(() => {
    if (userGuid === undefined) return;
    if (previous.current !== undefined && previous.current !== userGuid) {
      dispatch(api.util.invalidateTags([...userDependentTags]));
      announceLoggedInUser(userGuid);
    }
    previous.current = userGuid;
  }, [userGuid, dispatch]);
}
