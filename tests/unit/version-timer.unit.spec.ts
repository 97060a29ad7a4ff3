import { versionTimer, versionTimings } from '../../frontend/src/app/versionCheck/versionTimer.js';

const hour = 3600_000;
const flush = () => new Promise((resolve) => setImmediate(resolve));

/** A version timer on a clock the test moves, with a server that answers `current` and counts the questions. */
function timerOnMockedClock(current = true) {
  const page = { now: 0, questions: 0, reloads: 0, current };
  const timer = versionTimer({
    now: () => page.now,
    isCurrent: async () => {
      page.questions += 1;
      return page.current;
    },
    reload: () => {
      page.reloads += 1;
    },
  });
  return { page, timer };
}

describe('the version check timings', () => {
  it('asks the server once when the page loads', () => {
    expect(timerOnMockedClock().page.questions).toBe(1);
  });

  it('asks again on a navigation only when 4 hours have passed since the last answer', () => {
    const { page, timer } = timerOnMockedClock();
    page.now = versionTimings.navigationRecheckMs - 1;
    timer.navigated();
    expect(page.questions).toBe(1);
    page.now = 4 * hour;
    timer.navigated();
    expect(page.questions).toBe(2);
    page.now = 8 * hour - 1;
    timer.navigated();
    expect(page.questions).toBe(2);
    page.now = 8 * hour;
    timer.navigated();
    expect(page.questions).toBe(3);
    expect(page.reloads).toBe(0);
  });

  it('reloads at the first navigation once the page has lived 168 hours, not before', () => {
    const { page, timer } = timerOnMockedClock();
    page.now = 168 * hour - 1;
    timer.navigated();
    expect(page.reloads).toBe(0);
    page.now = 168 * hour;
    expect(page.reloads).toBe(0);
    timer.navigated();
    expect(page.reloads).toBe(1);
  });

  it('a newer server version reloads at the next navigation, never by itself', async () => {
    const { page, timer } = timerOnMockedClock(false);
    await flush();
    page.now = 10 * hour;
    expect(page.reloads).toBe(0);
    timer.hidden();
    page.now = 30 * hour;
    timer.visible();
    await flush();
    expect(page.reloads).toBe(0);
    timer.navigated();
    expect(page.reloads).toBe(1);
  });

  it('a failed question is no answer: the page stays and asks again at the next threshold', async () => {
    let questions = 0;
    let now = 0;
    let reloads = 0;
    const timer = versionTimer({
      now: () => now,
      isCurrent: () => {
        questions += 1;
        return Promise.reject(new Error('offline'));
      },
      reload: () => {
        reloads += 1;
      },
    });
    await flush();
    now = 4 * hour;
    timer.navigated();
    await flush();
    timer.navigated();
    expect({ questions, reloads }).toEqual({ questions: 2, reloads: 0 });
  });

  describe('when the tab becomes visible again', () => {
    /** Hides the tab at `hiddenAt` and shows it at `shownAt` (hours, or exact milliseconds); answers how many questions were asked. */
    function hideAndShow(hiddenAtMs: number, shownAtMs: number) {
      const { page, timer } = timerOnMockedClock();
      page.now = hiddenAtMs;
      timer.hidden();
      page.now = shownAtMs;
      timer.visible();
      return page.questions - 1;
    }

    it('asks after at least 1 hour hidden and 12 hours since the last answer', () => {
      expect(hideAndShow(11 * hour, 12 * hour)).toBe(1);
      expect(hideAndShow(20 * hour, 21 * hour)).toBe(1);
    });

    it('does not ask after less than 1 hour hidden, however old the last answer', () => {
      expect(hideAndShow(12 * hour, 13 * hour - 1)).toBe(0);
      expect(hideAndShow(100 * hour, 100 * hour + 60_000)).toBe(0);
    });

    it('does not ask when the last answer is less than 12 hours old, however long it was hidden', () => {
      expect(hideAndShow(0, 12 * hour - 1)).toBe(0);
      expect(hideAndShow(1, versionTimings.visibleRecheckMs - 1)).toBe(0);
    });

    it('counts the hidden time from the first time it was hidden, and only once per hiding', () => {
      const { page, timer } = timerOnMockedClock();
      page.now = 11 * hour;
      timer.hidden();
      page.now = 11.5 * hour;
      timer.hidden();
      page.now = 12 * hour;
      timer.visible();
      expect(page.questions).toBe(2);
      page.now = 30 * hour;
      timer.visible();
      expect(page.questions).toBe(2);
    });

    it('the 12 hours count from the last answer, also one asked by a navigation', () => {
      const { page, timer } = timerOnMockedClock();
      page.now = 5 * hour;
      timer.navigated();
      page.now = 10 * hour;
      timer.hidden();
      page.now = 17 * hour - 1;
      timer.visible();
      expect(page.questions).toBe(2);
      page.now = 20 * hour;
      timer.hidden();
      page.now = 21 * hour;
      timer.visible();
      expect(page.questions).toBe(3);
    });
  });
});
