import type { VisitorGift } from '@wl/contracts';

/** What a viewer may do with a gift (spec 01 §4, derived per viewer). */
type CrossOffState = 'Locked' | 'AllowCrossOff' | 'AllowUndoCrossOff' | 'CrossedOffByOther';

export function crossOffState(
  gift: Pick<VisitorGift, 'crossOffEnabled' | 'isCrossedOff' | 'privateCrossOffGuid'>,
): CrossOffState {
  if (!gift.crossOffEnabled) return 'Locked';
  if (!gift.isCrossedOff) return 'AllowCrossOff';
  return gift.privateCrossOffGuid ? 'AllowUndoCrossOff' : 'CrossedOffByOther';
}
