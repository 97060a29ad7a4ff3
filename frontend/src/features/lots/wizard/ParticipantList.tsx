import { useState } from 'react';
import { t } from '@wl/contracts';
import { Button } from '../../../ui/Button.js';
import { Modal } from '../../../ui/Modal.js';
import type { DraftParticipant } from './draft.js';
import { ParticipantForm, type Person } from './ParticipantForm.js';

/** Who takes part: the organizer first (fixed), friends (removable), people added by e-mail (editable, removable). */
export function ParticipantList({
  participants,
  onEdit,
  onRemove,
}: {
  participants: readonly DraftParticipant[];
  onEdit: (localGuid: string, person: Person) => void;
  onRemove: (localGuid: string) => void;
}) {
  const [editing, setEditing] = useState<DraftParticipant | null>(null);
  return (
    <>
      <h2>{t('lotingWizard.participants.list', { count: String(participants.length) })}</h2>
      <ul className="wizard__participants">
        {participants.map((p) => (
          <li key={p.localGuid} className="wizard__participant">
            <span className="wizard__who">
              <span>{p.name}</span>
              <span className="wizard__detail">
                {p.kind === 'organizer'
                  ? t('lotingWizard.participants.organizer')
                  : p.kind === 'friend'
                    ? t('lotingWizard.participants.friend')
                    : p.email}
              </span>
            </span>
            <span className="wizard__actions">
              {p.kind === 'email' && (
                <Button
                  variant="link"
                  onClick={() => setEditing(p)}
                  aria-label={t('lotingWizard.participants.edit', { name: p.name })}
                >
                  {t('general.edit')}
                </Button>
              )}
              {p.kind !== 'organizer' && (
                <Button
                  variant="link"
                  onClick={() => onRemove(p.localGuid)}
                  aria-label={t('lotingWizard.participants.remove', { name: p.name })}
                >
                  {t('general.delete')}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      {editing && (
        <Modal title={t('lotingWizard.participants.edit_title')} onClose={() => setEditing(null)}>
          <ParticipantForm
            initial={{ name: editing.name, email: editing.email }}
            submitLabel={t('general.save')}
            onCancel={() => setEditing(null)}
            onSubmit={(person) => {
              onEdit(editing.localGuid, person);
              setEditing(null);
              return true;
            }}
          />
        </Modal>
      )}
    </>
  );
}
