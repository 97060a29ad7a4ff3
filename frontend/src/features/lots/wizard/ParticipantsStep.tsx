import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { limits, t } from '@wl/contracts';
import { StatusNotice } from '../../../ui/StatusNotice.js';
import { Tabs } from '../../../ui/Tabs.js';
import { BulkTab } from './BulkTab.js';
import { namesList } from './drawChecks.js';
import {
  duplicateNames,
  emailParticipant,
  friendParticipant,
  withoutParticipant,
  withParticipantEdited,
  withParticipants,
} from './draft.js';
import { FriendsTab } from './FriendsTab.js';
import { ParticipantForm } from './ParticipantForm.js';
import { ParticipantList } from './ParticipantList.js';
import { useWizard } from './WizardLayout.js';
import { stepPath, WizardStep } from './WizardStep.js';

type Tab = 'single' | 'bulk' | 'friends';
const tabs: readonly { name: Tab; label: string }[] = [
  { name: 'single', label: t('lotingWizard.participants.tab.single') },
  { name: 'bulk', label: t('lotingWizard.participants.tab.bulk') },
  { name: 'friends', label: t('lotingWizard.participants.tab.friends') },
];

/** Step 2: who takes part. At least 3 to go on; names that occur twice are pointed out but allowed. */
export function ParticipantsStep() {
  const { draft, setDraft, user } = useWizard();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('single');
  const [notice, setNotice] = useState<string | null>(null);
  const [tooFew, setTooFew] = useState(false);
  if (!draft) return <Navigate to={stepPath.details} replace />;

  const { participants } = draft;
  const refusalFor = (count: number) =>
    participants.length + count > limits.lotParticipantsMax
      ? t('lotingWizard.participants.too_many', { max: String(limits.lotParticipantsMax) })
      : null;
  const enough = participants.length >= limits.lotParticipantsMin;
  const duplicates = duplicateNames(participants);

  const add = (added: Parameters<typeof withParticipants>[1], text: string) => {
    setDraft(withParticipants(draft, added));
    setNotice(text);
    setTooFew(false);
  };
  const next = () => {
    if (enough) void navigate(stepPath.exclusions);
    else setTooFew(true);
  };

  return (
    <WizardStep
      step={2}
      heading={t('lotingWizard.participants.heading')}
      back={stepPath.details}
      next={{ onNext: next }}
    >
      <Tabs
        label={t('lotingWizard.participants.tabs')}
        tabs={tabs}
        selected={tab}
        onSelect={(name) => {
          setTab(name);
          setNotice(null);
        }}
      >
        {tab === 'single' && (
          <ParticipantForm
            initial={{ name: '', email: '' }}
            submitLabel={t('general.add')}
            refusal={refusalFor(1)}
            onSubmit={({ name, email }) => {
              if (refusalFor(1)) return false;
              add([emailParticipant(crypto.randomUUID(), name, email)], t('lotingWizard.participants.added', { name }));
              return true;
            }}
          />
        )}
        {tab === 'bulk' && (
          <BulkTab
            refusalFor={refusalFor}
            onAdd={(recipients) =>
              add(
                recipients.map((r) => emailParticipant(crypto.randomUUID(), r.name, r.email)),
                t('lotingWizard.participants.bulk_added', { count: String(recipients.length) }),
              )
            }
          />
        )}
        {tab === 'friends' && (
          <FriendsTab
            loggedIn={user !== null}
            added={
              new Set(participants.flatMap((p) => (p.kind === 'friend' && p.publicUserGuid ? [p.publicUserGuid] : [])))
            }
            onAdd={(friend) =>
              add(
                [friendParticipant(crypto.randomUUID(), friend)],
                t('lotingWizard.participants.added', { name: friend.fullName }),
              )
            }
          />
        )}
      </Tabs>
      <StatusNotice text={notice} />
      <ParticipantList
        participants={participants}
        onEdit={(localGuid, person) => setDraft(withParticipantEdited(draft, localGuid, person))}
        onRemove={(localGuid) => setDraft(withoutParticipant(draft, localGuid))}
      />
      {duplicates.length > 0 && (
        <p className="notice notice--warning" role="status">
          {t('lotingWizard.participants.duplicates', { names: namesList(duplicates) })}
        </p>
      )}
      {tooFew && !enough && (
        <p className="form__error" role="alert">
          {t('validation.loting.participants.too_few')}
        </p>
      )}
    </WizardStep>
  );
}
