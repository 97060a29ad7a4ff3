import { useState, useSyncExternalStore } from 'react';
import { t } from '@wl/contracts';
import { Button } from '../../ui/Button.js';

/** Remembered per browser: whoever closed the explanation once has read it. */
const DISMISSED_KEY = 'wl.crossOffExplained';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false; // storage blocked: the explanation simply shows again
  }
}

const subscribeToNothing = () => () => {};

function rememberDismissed(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // storage blocked: closed for this page only
  }
}

/**
 * For a first-time visitor: what "Afstrepen" does, and that the owner never learns who crossed off. Closed with
 * "Begrepen"; focus then goes to the page's content, which the explanation stood before.
 */
export function CrossOffExplanation({ ownerFirstName }: { ownerFirstName: string }) {
  // The server cannot know (nor a page it rendered, while hydrated): shown there, then hidden once in the browser.
  const dismissedEarlier = useSyncExternalStore(subscribeToNothing, readDismissed, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || dismissedEarlier) return null;

  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
    document.getElementById('main')?.focus();
  };

  return (
    <section className="banner banner--info cross-off-explanation" aria-labelledby="cross-off-explanation-title">
      <h2 id="cross-off-explanation-title" className="cross-off-explanation__title">
        {t('visitor.explain.title')}
      </h2>
      <p>{t('visitor.explain.text', { name: ownerFirstName })}</p>
      <p>{t('visitor.explain.secret', { name: ownerFirstName })}</p>
      <Button onClick={dismiss}>{t('visitor.explain.dismiss')}</Button>
    </section>
  );
}
