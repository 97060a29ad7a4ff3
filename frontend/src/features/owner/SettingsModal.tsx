import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { t, UpdateSettingsRequest, type OwnerWishlist } from '@wl/contracts';
import { describeError, problemOf, statusOf } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { useDialogs } from '../../ui/dialogs.js';
import { CheckboxField, TextField } from '../../ui/fields.js';
import { FormActions } from '../../ui/FormActions.js';
import { Modal } from '../../ui/Modal.js';
import { Tabs } from '../../ui/Tabs.js';
import { OwnersTab } from '../coowners/OwnersTab.js';
import { beginSubmit, fieldErrors } from '../../ui/validation.js';
import type { ListViewState } from '../../shared/ListNotFound.js';
import { AccessTypeFields, type VisibleAccessType } from './AccessTypeFields.js';
import { useSiteSwitch } from '../../api/siteConfigApi.js';
import { DATE_MAX, DATE_MIN } from '../../shared/occasions.js';
import {
  useDeleteAllGiftsMutation,
  useDeleteListMutation,
  useUpdateSettingsMutation,
  useUsedInRecentLotMutation,
} from '../../api/listSettingsApi.js';
import { useUsernameCheck } from '../../shared/useUsernameCheck.js';

type Tab = 'settings' | 'owners';
const tabs: readonly { name: Tab; label: string }[] = [
  { name: 'settings', label: t('settings.tab.settings') },
  { name: 'owners', label: t('settings.tab.owners') },
];

type SettingsModalProps = { wishlist: OwnerWishlist; onClose: () => void; onSaved: (text: string) => void };

/** The list's settings (and, on a second tab, its owners). */
export function SettingsModal({ wishlist, onClose, onSaved }: SettingsModalProps) {
  const [tab, setTab] = useState<Tab>('settings');

  return (
    <Modal title={t('settings.title')} onClose={onClose}>
      <Tabs label={t('settings.tabs')} tabs={tabs} selected={tab} onSelect={setTab}>
        {tab === 'settings' ? (
          <SettingsForm wishlist={wishlist} onClose={onClose} onSaved={onSaved} />
        ) : (
          <OwnersTab wishlist={wishlist} />
        )}
      </Tabs>
    </Modal>
  );
}

type Values = {
  username: string;
  firstName: string;
  lastName: string;
  city: string;
  birthday: string;
  accessType: VisibleAccessType;
  accessQuestion: string;
  accessAnswer: string;
  includeInSearchResult: boolean;
  showCrossedOff: boolean;
};

const visible = (accessType: OwnerWishlist['accessType']): VisibleAccessType =>
  accessType === 'OPEN' || accessType === 'PUBLIC' ? accessType : 'CLOSED';

function SettingsForm({ wishlist, onClose, onSaved }: SettingsModalProps) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [values, setValues] = useState<Values>({
    username: wishlist.username,
    firstName: wishlist.firstName,
    lastName: wishlist.lastName,
    city: wishlist.city ?? '',
    birthday: wishlist.birthday ?? '',
    accessType: visible(wishlist.accessType),
    accessQuestion: wishlist.accessQuestion ?? '',
    accessAnswer: wishlist.accessAnswer ?? '',
    includeInSearchResult: wishlist.includeInSearchResult,
    showCrossedOff: wishlist.showCrossedOff,
  });
  // A private list is never findable; the choice comes back when it is made visible again (as the server does).
  const [findableWhenVisible, setFindableWhenVisible] = useState(wishlist.includeInSearchResult);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [updateSettings] = useUpdateSettingsMutation();
  const [usedInRecentLot] = useUsedInRecentLotMutation();
  const drawsLots = useSiteSwitch('drawLotsEnabled');
  const usernameCheck = useUsernameCheck(values.username, wishlist.username);
  const isPrivate = values.accessType === 'CLOSED';
  const open = values.accessType === 'OPEN';

  const parsed = UpdateSettingsRequest.safeParse({
    privateGuid: wishlist.privateGuid,
    username: values.username,
    firstName: values.firstName,
    lastName: values.lastName,
    city: values.city.trim() || null,
    birthday: wishlist.birthday ? values.birthday || null : undefined,
    accessType: values.accessType,
    accessQuestion: open ? values.accessQuestion : null,
    accessAnswer: open ? values.accessAnswer : null,
    includeInSearchResult: !isPrivate && values.includeInSearchResult,
    showCrossedOff: values.showCrossedOff,
  });
  const errors = fieldErrors(parsed);
  if (usernameCheck.problem) errors.username ??= t(usernameCheck.problem);
  if (open && !values.accessQuestion.trim()) errors.accessQuestion ??= t('validation.access_question.required');
  if (open && !values.accessAnswer.trim()) errors.accessAnswer ??= t('validation.access_question.required');
  const shown = (name: string) => (submitted ? errors[name] : undefined);

  const set = (change: Partial<Values>) => setValues((current) => ({ ...current, ...change }));
  const text = (name: 'username' | 'firstName' | 'lastName' | 'city' | 'birthday') => ({
    value: values[name],
    error: shown(name),
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });

  const changeAccessType = (accessType: VisibleAccessType) => {
    if (accessType === 'CLOSED' && !isPrivate) {
      setFindableWhenVisible(values.includeInSearchResult);
      set({ accessType, includeInSearchResult: false });
    } else if (accessType !== 'CLOSED' && isPrivate) {
      set({ accessType, includeInSearchResult: findableWhenVisible });
    } else {
      set({ accessType });
    }
  };

  const toggleShowCrossedOff = async (show: boolean) => {
    if (
      show &&
      !(await dialogs.confirm({
        title: t('settings.show_crossed_off_confirm.title'),
        text: t('settings.show_crossed_off_confirm.text'),
        confirmLabel: t('settings.show_crossed_off_confirm.ok'),
      }))
    )
      return;
    set({ showCrossedOff: show });
  };

  const submit = async (event: FormEvent) => {
    setFailure(null);
    if (!beginSubmit(event, parsed, formRef.current, setSubmitted, Object.keys(errors).length === 0)) return;
    setSaving(true);
    try {
      if (drawsLots && isPrivate && visible(wishlist.accessType) !== 'CLOSED') {
        const { usedInRecentLot: used } = await usedInRecentLot(wishlist.privateGuid).unwrap();
        if (
          used &&
          !(await dialogs.confirm({
            title: t('settings.private_in_lot.title'),
            text: t('settings.private_in_lot.text'),
            confirmLabel: t('settings.private_in_lot.ok'),
          }))
        )
          return;
      }
      const saved = await updateSettings(parsed.data).unwrap();
      onClose();
      onSaved(t('settings.saved'));
      if (saved.username !== wishlist.username) navigate(`/${saved.username}`, { replace: true });
    } catch (error) {
      if (problemOf(error) === 'UserCannotAccessWishlist' || statusOf(error) === 401) {
        onClose();
        await dialogs.message(t('settings.error.no_access'));
        return;
      }
      setFailure(
        describeError(error, {
          InvalidData: 'settings.error.invalid_data',
          NotPrimaryOwner: 'settings.show_crossed_off.primary_only',
        }),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <form ref={formRef} className="form settings-form" onSubmit={submit} noValidate>
        <TextField
          label={t('settings.username')}
          autoCapitalize="none"
          spellCheck={false}
          hint={usernameCheck.hint}
          {...text('username')}
        />
        <TextField label={t('settings.first_name')} autoComplete="off" {...text('firstName')} />
        <TextField label={t('settings.last_name')} autoComplete="off" {...text('lastName')} />
        <TextField label={t('settings.city')} {...text('city')} />
        {wishlist.birthday && (
          <TextField label={t('settings.birthday')} type="date" min={DATE_MIN} max={DATE_MAX} {...text('birthday')} />
        )}
        <AccessTypeFields
          accessType={values.accessType}
          question={values.accessQuestion}
          answer={values.accessAnswer}
          errors={{ question: shown('accessQuestion'), answer: shown('accessAnswer') }}
          onChange={({ accessType, question, answer }) => {
            if (accessType) changeAccessType(accessType);
            if (question !== undefined) set({ accessQuestion: question });
            if (answer !== undefined) set({ accessAnswer: answer });
          }}
        />
        <CheckboxField
          label={t('settings.findable')}
          checked={!isPrivate && values.includeInSearchResult}
          disabled={isPrivate}
          aria-describedby={isPrivate ? `${wishlist.privateGuid}-findable` : undefined}
          onChange={(event) => set({ includeInSearchResult: event.target.checked })}
        />
        {isPrivate && (
          <p id={`${wishlist.privateGuid}-findable`} className="field__hint settings-form__note">
            {t('settings.findable_private')}
          </p>
        )}
        <CheckboxField
          label={t('settings.show_crossed_off')}
          checked={values.showCrossedOff}
          disabled={!wishlist.isPrimaryOwner}
          aria-describedby={wishlist.isPrimaryOwner ? undefined : `${wishlist.privateGuid}-show-crossed-off`}
          onChange={(event) => void toggleShowCrossedOff(event.target.checked)}
        />
        {!wishlist.isPrimaryOwner && (
          <p id={`${wishlist.privateGuid}-show-crossed-off`} className="field__hint settings-form__note">
            {t('settings.show_crossed_off.primary_only')}
          </p>
        )}
        <FormActions failure={failure} busy={saving} onCancel={onClose} />
      </form>
      <DeleteSection wishlist={wishlist} onClose={onClose} onSaved={onSaved} />
    </>
  );
}

function DeleteSection({ wishlist, onClose, onSaved }: SettingsModalProps) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const [deleteAllGifts, allGifts] = useDeleteAllGiftsMutation();
  const [deleteList, list] = useDeleteListMutation();
  const hasGifts = wishlist.categories.some((category) => category.gifts.length > 0);

  const removeAllGifts = async () => {
    if (
      !(await dialogs.confirm({
        title: t('settings.delete_all_gifts.title'),
        text: t('settings.delete_all_gifts.text'),
        confirmLabel: t('settings.delete_all_gifts'),
        danger: true,
      }))
    )
      return;
    try {
      await deleteAllGifts(wishlist.privateGuid).unwrap();
      onClose();
      onSaved(t('settings.delete_all_gifts.done'));
    } catch (error) {
      await dialogs.message(describeError(error, { UserCannotAccessWishlist: 'settings.error.no_access' }));
    }
  };

  const removeList = async () => {
    if (
      !(await dialogs.confirm({
        title: t('settings.delete_list.title'),
        text: t('settings.delete_list.text', { username: wishlist.username }),
        confirmLabel: t('settings.delete_list'),
        danger: true,
      }))
    )
      return;
    try {
      await deleteList(wishlist.privateGuid).unwrap();
      onClose();
      navigate(`/${wishlist.username}`, { replace: true, state: { deletedList: true } satisfies ListViewState });
    } catch (error) {
      await dialogs.message(statusOf(error) === 401 ? t('settings.delete_list.primary_only') : describeError(error));
    }
  };

  return (
    <section className="fieldset danger-zone" aria-labelledby={`${wishlist.privateGuid}-delete`}>
      <h3 id={`${wishlist.privateGuid}-delete`} className="danger-zone__title">
        {t('settings.delete_section')}
      </h3>
      <div className="button-row button-row--start">
        <Button variant="danger" disabled={!hasGifts} busy={allGifts.isLoading} onClick={() => void removeAllGifts()}>
          {t('settings.delete_all_gifts')}
        </Button>
        {wishlist.isPrimaryOwner && (
          <Button variant="danger" busy={list.isLoading} onClick={() => void removeList()}>
            {t('settings.delete_list')}
          </Button>
        )}
      </div>
      {!wishlist.isPrimaryOwner && <p className="form__note">{t('settings.delete_list.primary_only')}</p>}
    </section>
  );
}
