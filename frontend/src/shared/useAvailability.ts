import { useEffect, type ReactNode } from 'react';
import { Email, Username, type CheckEmailAnswer, type MessageKey } from '@wl/contracts';
import { useDebounced } from '../ui/hooks.js';
import { usernameHint } from './useUsernameCheck.js';
import { useCheckEmailQuery, useCheckUsernameQuery } from '../api/accountApi.js';

const CHECK_DELAY_MS = 400;

type Availability = { problem: MessageKey | null; hint?: ReactNode };

/** Whether an e-mail address is still free, checked as the user types; undefined until the typing settled and was checked. */
export function useEmailCheck(email: string, checking: boolean): CheckEmailAnswer | undefined {
  const wanted = email.trim();
  const settled = useDebounced(wanted, CHECK_DELAY_MS);
  const check = useCheckEmailQuery(settled, { skip: !checking || !Email.safeParse(settled).success });
  return settled === wanted ? check.currentData : undefined;
}

/**
 * Checks as the user types whether the username and e-mail address are still free. An address that belongs to
 * the user who is already logged in (in another tab) reloads the page. Checks stop once the account is being created.
 */
export function useAvailability(
  username: string,
  email: string,
  checking: boolean,
): { username: Availability; email: Availability } {
  const wantedUsername = username.trim();
  const settledUsername = useDebounced(wantedUsername, CHECK_DELAY_MS);
  const usernameCheck = useCheckUsernameQuery(settledUsername, {
    skip: !checking || !Username.safeParse(settledUsername).success,
  });
  const usernameAnswer = settledUsername === wantedUsername ? usernameCheck.currentData : undefined;
  const emailAnswer = useEmailCheck(email, checking);

  useEffect(() => {
    if (emailAnswer === 'IsCurrentUser') window.location.reload();
  }, [emailAnswer]);

  return {
    username: {
      problem:
        usernameAnswer === 'Unavailable'
          ? 'validation.username.unavailable'
          : usernameAnswer === 'Invalid'
            ? 'validation.username.invalid'
            : null,
      hint: usernameHint(wantedUsername, usernameAnswer, usernameCheck.isFetching),
    },
    email: { problem: emailAnswer === 'Unavailable' ? 'validation.email.unavailable' : null },
  };
}
