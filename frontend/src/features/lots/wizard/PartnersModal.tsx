import { useState, type FormEvent } from 'react';
import { t } from '@wl/contracts';
import { SelectField } from '../../../ui/fields.js';
import { FormActions } from '../../../ui/FormActions.js';
import { Modal } from '../../../ui/Modal.js';
import { exclusionProblem } from './drawChecks.js';
import { withPartners, type LotDraft } from './draft.js';

/** Two participants who may not draw each other, in one step: checked live like every exclusion. */
export function PartnersModal({
  draft,
  onSave,
  onClose,
}: {
  draft: LotDraft;
  onSave: (draft: LotDraft) => void;
  onClose: () => void;
}) {
  const [first, setFirst] = useState(draft.participants[0]!.localGuid);
  const [second, setSecond] = useState(draft.participants[1]!.localGuid);
  const changed = withPartners(draft, first, second);
  const problem = first === second ? t('lotingWizard.partners.same') : exclusionProblem(changed.participants);
  const options = draft.participants.map((p) => ({ value: p.localGuid, label: p.name }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    onSave(changed);
    onClose();
  };

  return (
    <Modal title={t('lotingWizard.partners.title')} onClose={onClose}>
      <form className="form" noValidate onSubmit={save}>
        <p>{t('lotingWizard.partners.text')}</p>
        <SelectField
          label={t('lotingWizard.partners.first')}
          options={options}
          value={first}
          onChange={(event) => setFirst(event.target.value)}
        />
        <SelectField
          label={t('lotingWizard.partners.second')}
          options={options}
          value={second}
          onChange={(event) => setSecond(event.target.value)}
        />
        <div role="alert">{problem && <p className="form__error">{problem}</p>}</div>
        <FormActions failure={null} busy={false} onCancel={onClose} submitLabel={t('lotingWizard.partners.save')} />
      </form>
    </Modal>
  );
}
