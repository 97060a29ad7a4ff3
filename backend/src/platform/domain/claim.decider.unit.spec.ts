import { specFor } from '../../../../tests/support/decider-spec.js';
import { claimDecider } from './claim.decider.js';

const given = specFor(claimDecider);

describe('claim decider', () => {
  it('claims a free value', () => {
    given([])
      .when({ type: 'Claim', ownerId: 'a', problemIfTaken: 'EmailUnavailable' })
      .then([{ type: 'ValueClaimed', data: { ownerId: 'a' } }]);
  });
  it('refuses a value claimed by another owner with the caller\u2019s problem', () => {
    given([{ type: 'ValueClaimed', data: { ownerId: 'a' } }])
      .when({ type: 'Claim', ownerId: 'b', problemIfTaken: 'UsernameUnavailable' })
      .thenProblem('UsernameUnavailable');
  });
  it('is idempotent for the same owner', () => {
    given([{ type: 'ValueClaimed', data: { ownerId: 'a' } }])
      .when({ type: 'Claim', ownerId: 'a', problemIfTaken: 'UsernameUnavailable' })
      .then([]);
  });
  it('releases only the owner\u2019s own claim, after which the value is free again', () => {
    const claimed = { type: 'ValueClaimed' as const, data: { ownerId: 'a' } };
    given([claimed]).when({ type: 'Release', ownerId: 'b' }).then([]);
    given([claimed])
      .when({ type: 'Release', ownerId: 'a' })
      .then([{ type: 'ValueReleased', data: { ownerId: 'a' } }]);
    given([claimed, { type: 'ValueReleased', data: { ownerId: 'a' } }])
      .when({ type: 'Claim', ownerId: 'b', problemIfTaken: 'UsernameUnavailable' })
      .then([{ type: 'ValueClaimed', data: { ownerId: 'b' } }]);
  });
});

describe('claim decider: renewed claims and releases of one generation', () => {
  const claimed = { type: 'ValueClaimed' as const, data: { ownerId: 'a' } };
  const released = { type: 'ValueReleased' as const, data: { ownerId: 'a' } };
  it('claims again for the same owner when asked to renew, and still refuses another owner', () => {
    given([claimed])
      .when({ type: 'Claim', ownerId: 'a', problemIfTaken: 'UsernameUnavailable', renew: true })
      .then([claimed]);
    given([claimed])
      .when({ type: 'Claim', ownerId: 'b', problemIfTaken: 'UsernameUnavailable', renew: true })
      .thenProblem('UsernameUnavailable');
  });
  it('releases only the generation named: a claim renewed since stays', () => {
    given([claimed]).when({ type: 'Release', ownerId: 'a', generation: 1 }).then([released]);
    given([claimed, claimed]).when({ type: 'Release', ownerId: 'a', generation: 1 }).then([]);
    given([claimed, released, claimed]).when({ type: 'Release', ownerId: 'a', generation: 1 }).then([]);
    given([claimed, claimed]).when({ type: 'Release', ownerId: 'a', generation: 2 }).then([released]);
  });
});
