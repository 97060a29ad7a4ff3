import { checkFeasibility, drawPrivacy, t, type Exclusions, type MessageKey } from '@wl/contracts';
import type { DraftParticipant } from './draft.js';

/** 'Ann, Bert en Carla'. */
export function namesList(names: readonly string[]): string {
  return new Intl.ListFormat('nl-BE', { type: 'conjunction' }).format(names);
}

/** The draft's exclusions with participants numbered by their place (the organizer is 0). */
function exclusionsOf(participants: readonly DraftParticipant[]): Exclusions {
  const indexOf = new Map(participants.map((p, i) => [p.localGuid, i]));
  return new Map(participants.map((p, i) => [i, new Set(p.exclude.flatMap((guid) => indexOf.get(guid) ?? []))]));
}

/**
 * Null when everyone can draw someone; otherwise the Dutch sentence naming a group who together may draw fewer
 * people than they are (the Hall violator of `checkFeasibility`), so the organizer knows whose exclusions to change.
 */
export function exclusionProblem(participants: readonly DraftParticipant[]): string | null {
  const feasibility = checkFeasibility(participants.length, exclusionsOf(participants));
  if (feasibility.feasible) return null;
  const names = (indices: number[]) => namesList(indices.map((i) => participants[i]!.name));
  const { givers, receivers } = feasibility.violation;
  const problem =
    receivers.length === 0
      ? t('lotingWizard.exclusions.one_impossible', { givers: names(givers) })
      : t('lotingWizard.exclusions.impossible', { givers: names(givers), receivers: names(receivers) });
  return `${problem} ${t('lotingWizard.exclusions.fix')}`;
}

/** What the overview warns about before drawing: pairs the exclusions force, or pairs a lot gives away. */
export function privacyWarnings(participants: readonly DraftParticipant[]): MessageKey[] {
  const privacy = drawPrivacy(participants.length, exclusionsOf(participants));
  return [
    ...(privacy.forcedGivers.length > 0 ? ['lotingWizard.overview.privacy_forced' as const] : []),
    ...(privacy.deducibleFromOwnLot ? ['lotingWizard.overview.privacy_deducible' as const] : []),
  ];
}
