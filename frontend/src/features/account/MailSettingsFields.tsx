import { OverviewEmailFrequency, t, type MessageKey } from '@wl/contracts';
import { CheckboxField, SelectField } from '../../ui/fields.js';

const frequencyLabels: Record<OverviewEmailFrequency, MessageKey> = {
  0: 'profile.overview_frequency.0',
  1: 'profile.overview_frequency.1',
  3: 'profile.overview_frequency.3',
  6: 'profile.overview_frequency.6',
  12: 'profile.overview_frequency.12',
};
const frequencyOptions = OverviewEmailFrequency.options.map(({ value }) => ({
  value: String(value),
  label: t(frequencyLabels[value]),
}));

export type MailSettings = { overviewEmailFrequency: OverviewEmailFrequency; enableCrossOffNotifications: boolean };

/** The overview-mail frequency and the cross-off confirmation mail, on the profile and on the mail settings page. */
export function MailSettingsFields({
  value,
  onChange,
}: {
  value: MailSettings;
  onChange: (value: MailSettings) => void;
}) {
  return (
    <>
      <SelectField
        label={t('profile.overview_frequency')}
        name="overviewEmailFrequency"
        options={frequencyOptions}
        value={String(value.overviewEmailFrequency)}
        onChange={(event) =>
          onChange({ ...value, overviewEmailFrequency: OverviewEmailFrequency.parse(Number(event.target.value)) })
        }
      />
      <CheckboxField
        label={t('profile.cross_off_notifications')}
        name="enableCrossOffNotifications"
        checked={value.enableCrossOffNotifications}
        onChange={(event) => onChange({ ...value, enableCrossOffNotifications: event.target.checked })}
      />
    </>
  );
}
