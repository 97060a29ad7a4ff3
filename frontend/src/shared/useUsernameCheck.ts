import type { ReactNode } from 'react';
import { t, Username, type CheckUsernameAnswer, type MessageKey } from '@wl/contracts';
import { useDebounced } from '../ui/hooks.js';
import { useCheckUsernameQuery } from '../api/accountApi.js';

const CHECK_DELAY_MS = 400;

/**
 * What the username field says under it: the address the list gets, but only for a name that can be it (not for one
 * that is taken or invalid, whose error already shows).
 */
export function usernameHint(wanted: string, answer: CheckUsernameAnswer | undefined, checking: boolean): string {
  if (checking) return t('account.create.username_checking');
  if (answer === 'Available') return t('account.create.username_available');
  const possible = wanted !== '' && answer === undefined && Username.safeParse(wanted).success;
  return possible ? t('account.create.username_hint', { username: wanted }) : t('account.create.username_hint_empty');
}

/**
 * Whether a list username is still free, checked as the user types (skipped for `current`, the list's own name).
 * `problem` is set once the server said it is taken or invalid; `hint` tells where the list will be.
 */
export function useUsernameCheck(
  username: string,
  current: string | null = null,
): { problem: MessageKey | null; hint: ReactNode } {
  const wanted = username.trim();
  const unchanged = current !== null && wanted.toLowerCase() === current.toLowerCase();
  const settled = useDebounced(wanted, CHECK_DELAY_MS);
  const check = useCheckUsernameQuery(settled, { skip: unchanged || !Username.safeParse(settled).success });
  const answer = settled === wanted && !unchanged ? check.currentData : undefined;

  return {
    problem:
      answer === 'Unavailable'
        ? 'validation.username.unavailable'
        : answer === 'Invalid'
          ? 'validation.username.invalid'
          : null,
    hint: usernameHint(wanted, answer, check.isFetching && !unchanged),
  };
}
