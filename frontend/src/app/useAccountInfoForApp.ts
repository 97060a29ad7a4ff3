import { useEffect, useRef } from 'react';
import { useGetUserDataQuery } from '../api/accountApi.js';
import { appAccount, inAppMode, postToApp } from '../shared/appBridge.js';

/** Tells the app who is logged in whenever that changes: a login, a logout, a profile change, another tab's user. */
export function useAccountInfoForApp() {
  const user = useGetUserDataQuery(undefined, { skip: !inAppMode });
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!inAppMode || user.isLoading || user.isError) return;
    const account = appAccount(user.data ?? null);
    const json = JSON.stringify(account);
    if (json === sent.current) return;
    sent.current = json;
    postToApp({ type: 'updateAccountInfo', account });
  }, [user.data, user.isLoading, user.isError]);
}
