import { useEffect, useRef } from 'react';
import { liveConnection } from '../live/liveConnection.js';

const FIRST_DELAY_MS = 2000;
const MAX_DELAY_MS = 30_000;
/** A screen shown again within this time continues the backoff (a failed retry unmounts it while it loads). */
const SAME_OUTAGE_MS = 60_000;

/** 2, 4, 8, 16, 30, 30 ... seconds, each a fifth shorter or longer at random, so tabs do not all come back at once. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt) * (0.8 + 0.4 * random());
}

const outage = { attempt: 0, lastRetryAt: 0 };

/**
 * Calls `retry` by itself while the component is shown: with growing pauses, and at once when the browser says it
 * is online again or the live connection is back.
 */
export function useRetryWithBackoff(retry: () => void): void {
  const latest = useRef(retry);
  latest.current = retry;

  useEffect(() => {
    if (Date.now() - outage.lastRetryAt > SAME_OUTAGE_MS) outage.attempt = 0;
    const now = () => {
      outage.lastRetryAt = Date.now();
      latest.current();
    };
    const timer = setTimeout(() => {
      outage.attempt++;
      now();
    }, retryDelayMs(outage.attempt));
    const onLiveStatus = () => {
      if (liveConnection.status === 'connected') now();
    };
    window.addEventListener('online', now);
    const stopFollowingLive = liveConnection.onStatusChange(onLiveStatus);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', now);
      stopFollowingLive();
    };
  }, []);
}
