import { useEffect, useState, type ReactNode } from 'react';
import { t } from '@wl/contracts';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/fields.js';

/** How long "copied" shows after copying an invite link (spec 01 §9). */
export const COPIED_MS = 2000;

/** A read-only link with a copy button that confirms for 2 s; `children` are further actions beside it. */
export function CopyLink({ label, url, children }: { label: string; url: string; children?: ReactNode }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="copy-link">
      <TextField label={label} value={url} readOnly onFocus={(event) => event.target.select()} />
      <div className="copy-link__action">
        {'clipboard' in navigator && <Button onClick={() => void copy()}>{t('settings.owners.copy')}</Button>}
        {children}
        <span role="status" className="copy-link__copied">
          {copied ? t('settings.owners.copied') : ''}
        </span>
      </div>
    </div>
  );
}
