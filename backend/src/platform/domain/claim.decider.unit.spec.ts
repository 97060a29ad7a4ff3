import { specFor } from '../../../../tests/support/decider-spec.js';
import { claimDecider } from './claim.decider.js';

const given = specFor(claimDecider);

describe('claim decider', () => {
  it('claims a free value', () => {
    given([]).when({ type: 'Claim', ownerId: 'a', problemIfTaken: 'EmailUnavailable' }).then([{ type: 'ValueClaimed', data: { ownerId: 'a' } }]);
  });
  it('refuses a value claimed by another owner with the caller\u2019s problem', () => {
    given([{ type: 'ValueClaimed', data: { ownerId: 'a' } }]).when({ type: 'Claim', ownerId: 'b', problemIfTaken: 'UsernameUnavailable' }).thenProblem('UsernameUnavailable');
  });
  it('is idempotent for the same owner', () => {
    given([{ type: 'ValueClaimed', data: { ownerId: 'a' } }]).when({ type: 'Claim', ownerId: 'a', problemIfTaken: 'UsernameUnavailable' }).then([]);
  });
  it('releases only the owner\u2019s own claim, after which the value is free again', () => {
    const claimed = { type: 'ValueClaimed' as const, data: { ownerId: 'a' } };
    given([claimed]).when({ type: 'Release', ownerId: 'b' }).then([]);
    given([claimed]).when({ type: 'Release', ownerId: 'a' }).then([{ type: 'ValueReleased', data: { ownerId: 'a' } }]);
    given([claimed, { type: 'ValueReleased', data: { ownerId: 'a' } }]).when({ type: 'Claim', ownerId: 'b', problemIfTaken: 'UsernameUnavailable' })
      .then([{ type: 'ValueClaimed', data: { ownerId: 'b' } }]);
  });
});
