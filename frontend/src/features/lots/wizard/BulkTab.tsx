import { useState, type FormEvent } from 'react';
import { LotParticipantInput, parseRecipient, recipientEntries, t, type Recipient } from '@wl/contracts';
import { Button } from '../../../ui/Button.js';
import { TextAreaField } from '../../../ui/fields.js';

/**
 * Recipients as the bulk tab reads them: every entry must parse, and its name must be a valid participant name.
 * Otherwise the first entry that does not (`wrong`), or null when nothing was typed.
 */
export function parseBulk(text: string): { recipients: Recipient[] } | { wrong: string | null } {
  const entries = recipientEntries(text);
  const recipients: Recipient[] = [];
  for (const entry of entries) {
    const recipient = parseRecipient(entry);
    if (!recipient || !LotParticipantInput.shape.name.safeParse(recipient.name).success) return { wrong: entry };
    recipients.push(recipient);
  }
  return recipients.length > 0 ? { recipients } : { wrong: null };
}

/** Many participants at once: "Name <address>" or an address, split on comma, semicolon, pipe or newline. */
export function BulkTab({
  onAdd,
  refusalFor,
}: {
  onAdd: (recipients: Recipient[]) => void;
  /** Why this many more cannot be added, if so. */
  refusalFor: (count: number) => string | null;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseBulk(text);
    if ('wrong' in parsed) {
      setError(
        parsed.wrong === null
          ? t('lotingWizard.participants.bulk_invalid')
          : t('lotingWizard.participants.bulk_wrong_entry', { entry: parsed.wrong }),
      );
      return;
    }
    const refusal = refusalFor(parsed.recipients.length);
    setError(refusal);
    if (refusal) return;
    onAdd(parsed.recipients);
    setText('');
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextAreaField
        label={t('lotingWizard.participants.bulk')}
        hint={t('lotingWizard.participants.bulk_hint')}
        rows={5}
        name="bulk"
        autoCapitalize="none"
        spellCheck={false}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      <div className="button-row">
        <Button type="submit">{t('general.add')}</Button>
      </div>
    </form>
  );
}
