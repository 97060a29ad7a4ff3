import { useState, type FormEvent } from 'react';
import { t, type MessageKey, type WishlistSummary } from '@wl/contracts';
import { describeError } from '../../api/errors.js';
import { SelectField } from '../../ui/fields.js';
import { FormActions } from '../../ui/FormActions.js';
import { Modal } from '../../ui/Modal.js';

export const moveProblemTexts: Partial<Record<string, MessageKey>> = {
  SourceNotOwned: 'move.error.source_not_owned',
  DestinationNotOwned: 'move.error.destination_not_owned',
  CategoryNotFound: 'category.error.not_found',
  GiftNotFound: 'gift.error.not_found',
};

export const listLabel = (list: WishlistSummary) => `${list.title || list.fullName} (/${list.username})`;

type MoveToListModalProps = {
  title: string;
  text: string;
  lists: WishlistSummary[];
  currentPrivateGuid: string;
  /** Moves to the chosen list; rejects with the call's error. */
  onMove: (target: WishlistSummary) => Promise<unknown>;
  onClose: () => void;
};

/** Chooses another of the owner's lists; choosing the list it is on just closes (spec 01 §5). */
export function MoveToListModal({ title, text, lists, currentPrivateGuid, onMove, onClose }: MoveToListModalProps) {
  const [target, setTarget] = useState(
    lists.find((list) => list.privateGuid !== currentPrivateGuid)?.privateGuid ?? currentPrivateGuid,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = lists.find((list) => list.privateGuid === target);
    if (!chosen || chosen.privateGuid === currentPrivateGuid) {
      onClose();
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      await onMove(chosen);
      onClose();
    } catch (error) {
      setFailure(describeError(error, moveProblemTexts));
      setBusy(false);
    }
  };

  return (
    <Modal title={title} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <p>{text}</p>
        <SelectField
          label={t('owner.gift.move_target')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          options={lists.map((list) => ({ value: list.privateGuid, label: listLabel(list) }))}
        />
        <FormActions failure={failure} busy={busy} onCancel={onClose} submitLabel={t('owner.gift.move')} />
      </form>
    </Modal>
  );
}
