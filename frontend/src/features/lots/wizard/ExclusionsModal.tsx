import { useState, type FormEvent } from 'react';
import { t } from '@wl/contracts';
import { CheckboxField } from '../../../ui/fields.js';
import { FormActions } from '../../../ui/FormActions.js';
import { Modal } from '../../../ui/Modal.js';
import { exclusionProblem } from './drawChecks.js';
import { withExclusions, type DraftParticipant, type LotDraft } from './draft.js';

/** Whom one participant must not draw: checked live, so a set that leaves no valid draw cannot be saved. */
export function ExclusionsModal({
  draft,
  giver,
  onSave,
  onClose,
}: {
  draft: LotDraft;
  giver: DraftParticipant;
  onSave: (draft: LotDraft) => void;
  onClose: () => void;
}) {
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set(giver.exclude));
  const changed = withExclusions(
    draft,
    giver.localGuid,
    draft.participants.flatMap((p) => (excluded.has(p.localGuid) ? [p.localGuid] : [])),
  );
  const problem = exclusionProblem(changed.participants);

  const toggle = (localGuid: string, checked: boolean) => {
    const next = new Set(excluded);
    if (checked) next.add(localGuid);
    else next.delete(localGuid);
    setExcluded(next);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    onSave(changed);
    onClose();
  };

  return (
    <Modal title={t('lotingWizard.exclusions.modal_title', { name: giver.name })} onClose={onClose}>
      <form className="form" noValidate onSubmit={save}>
        <fieldset className="wizard__choices">
          <legend className="visually-hidden">{t('lotingWizard.exclusions.modal_title', { name: giver.name })}</legend>
          {draft.participants
            .filter((p) => p.localGuid !== giver.localGuid)
            .map((p) => (
              <CheckboxField
                key={p.localGuid}
                label={p.name}
                checked={excluded.has(p.localGuid)}
                onChange={(event) => toggle(p.localGuid, event.target.checked)}
              />
            ))}
        </fieldset>
        <div role="alert">{problem && <p className="form__error">{problem}</p>}</div>
        <FormActions failure={null} busy={false} onCancel={onClose} />
      </form>
    </Modal>
  );
}
