import { useState, type FormEvent } from 'react';
import { LotParticipantInput, parseRecipients, t, type Recipient } from '@wl/contracts';
import { Button } from '../../../ui/Button.js';
import { TextAreaField } from '../../../ui/fields.js';

/** Recipients as the bulk tab reads them: every entry must parse, and its name must be a valid participant name. */
export function parseBulk(text: string): Recipient[] | null {
  const recipients = parseRecipients(text);
  return recipients?.every((r) => LotParticipantInput.shape.name.safeParse(r.name).success) ? recipients : null;
}

/** Many participants at once: "Name <address>" or an address, split on comma, semicolon, pipe or newline. */
export function BulkTab({ onAdd, refusalFor }: {
  onAdd: (recipients: Recipient[]) => void;
  /** Why this many more cannot be added, if so. */
  refusalFor: (count: number) => string | null;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const recipients = parseBulk(text);
    const refusal = recipients ? refusalFor(recipients.length) : t('lotingWizard.participants.bulk_invalid');
    setError(refusal);
    if (refusal || !recipients) return;
    onAdd(recipients);
    setText('');
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextAreaField label={t('lotingWizard.participants.bulk')} hint={t('lotingWizard.participants.bulk_hint')} rows={5}
        name="bulk" autoCapitalize="none" spellCheck={false} value={text} error={error}
        onChange={(event) => { setText(event.target.value); setError(null); }} />
      <div className="button-row">
        <Button type="submit">{t('general.add')}</Button>
      </div>
    </form>
  );
}
