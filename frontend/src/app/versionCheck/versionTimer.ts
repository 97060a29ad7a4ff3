/** When the page checks its version and reloads (spec 01 §9, spec 02 §4). */
export const versionTimings = {
  /** A page older than this reloads at its next navigation. */
  maxPageLifeMs: 168 * 3600_000,
  /** A navigation asks the server again when its last answer is this old. */
  navigationRecheckMs: 4 * 3600_000,
  /** A tab that becomes visible after being hidden this long… */
  hiddenLongMs: 3600_000,
  /** …asks the server again when its last answer is this old. */
  visibleRecheckMs: 12 * 3600_000,
} as const;

export interface VersionTimerPorts {
  /** Milliseconds, like `Date.now`. */
  now: () => number;
  /** Asks the server whether this build is its current one: `false` when it runs another (newer) build. */
  isCurrent: () => Promise<boolean>;
  /** Reloads the page (at a navigation, so nothing typed is lost). */
  reload: () => void;
}

export interface VersionTimer {
  /** The page has just moved to another address inside the app. */
  navigated(): void;
  /** The tab was hidden. */
  hidden(): void;
  /** The tab became visible again. */
  visible(): void;
}

/**
 * The version check's timing: it never reloads by itself, only when the user navigates, so a reload never lands in
 * the middle of typing. A failed question is not an answer: the next threshold asks again.
 */
export function versionTimer(ports: VersionTimerPorts): VersionTimer {
  const loadedAt = ports.now();
  let lastCheckAt = loadedAt;
  let hiddenSince: number | null = null;
  let outdated = false;

  const check = () => {
    lastCheckAt = ports.now();
    ports.isCurrent().then(
      (current) => {
        if (!current) outdated = true;
      },
      () => undefined,
    );
  };
  check();

  return {
    navigated() {
      const now = ports.now();
      if (outdated || now - loadedAt >= versionTimings.maxPageLifeMs) ports.reload();
      else if (now - lastCheckAt >= versionTimings.navigationRecheckMs) check();
    },
    hidden() {
      hiddenSince ??= ports.now();
    },
    visible() {
      const now = ports.now();
      const wasHiddenLong = hiddenSince !== null && now - hiddenSince >= versionTimings.hiddenLongMs;
      hiddenSince = null;
      if (wasHiddenLong && now - lastCheckAt >= versionTimings.visibleRecheckMs) check();
    },
  };
}
