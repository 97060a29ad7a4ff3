import { streamKind } from '../use-case/use-case.js';
import { claimDecider } from '../domain/claim.decider.js';

/** A claim stream by its entity id, `<kind>-<index>` (`claimStream` gives the same stream id). */
export const claimOf = streamKind(claimDecider, (id) => `claim-${id}`);
export const claimEntity = (kind: 'email' | 'username', index: string) => `${kind}-${index}`;
