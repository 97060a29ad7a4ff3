import { t } from '@wl/contracts';
import { parseBulk } from '../../frontend/src/features/lots/wizard/BulkTab.js';
import { exclusionProblem, privacyWarnings } from '../../frontend/src/features/lots/wizard/drawChecks.js';
import { emailParticipant, type DraftParticipant } from '../../frontend/src/features/lots/wizard/draft.js';

describe('the checks of the lot wizard', () => {
  it('names the group who together may draw too few people', () => {
    const [ann, bert, carla, dirk] = people('Ann', 'Bert', 'Carla', 'Dirk');
    bert!.exclude = [carla!.localGuid, dirk!.localGuid];
    carla!.exclude = [bert!.localGuid, dirk!.localGuid];
    expect(exclusionProblem([ann!, bert!, carla!, dirk!])).toBe(
      `${t('lotingWizard.exclusions.impossible', { givers: 'Bert en Carla', receivers: 'Ann' })} ${t('lotingWizard.exclusions.fix')}`,
    );
    carla!.exclude = [bert!.localGuid];
    expect(exclusionProblem([ann!, bert!, carla!, dirk!])).toBeNull();
  });

  it('names one participant who may draw nobody', () => {
    const [ann, bert, carla] = people('Ann', 'Bert', 'Carla');
    ann!.exclude = [bert!.localGuid, carla!.localGuid];
    expect(exclusionProblem([ann!, bert!, carla!])).toBe(
      `${t('lotingWizard.exclusions.one_impossible', { givers: 'Ann' })} ${t('lotingWizard.exclusions.fix')}`,
    );
  });

  it('warns that 3 people give the draw away, and that an exclusion can force a pair', () => {
    expect(privacyWarnings(people('Ann', 'Bert', 'Carla'))).toEqual(['lotingWizard.overview.privacy_deducible']);
    const five = people('Ann', 'Bert', 'Carla', 'Dirk', 'Eva');
    expect(privacyWarnings(five)).toEqual([]);
    five[1]!.exclude = five.slice(2).map((p) => p.localGuid);
    expect(privacyWarnings(five)).toContain('lotingWizard.overview.privacy_forced');
  });

  it('reads bulk input only when every entry parses and every name is allowed, else names the first wrong entry', () => {
    expect(parseBulk('Bert <bert@x.be>; carla.janssens@x.be')).toEqual({
      recipients: [
        { name: 'Bert', email: 'bert@x.be' },
        { name: 'Carla Janssens', email: 'carla.janssens@x.be' },
      ],
    });
    expect(parseBulk('Bert <bert@x.be>, geen adres, ook fout')).toEqual({ wrong: 'geen adres' });
    expect(parseBulk(`an@x.be\n${'x'.repeat(101)} <lang@x.be>`)).toEqual({ wrong: `${'x'.repeat(101)} <lang@x.be>` });
    expect(parseBulk(' ,; ')).toEqual({ wrong: null });
  });
});

function people(...names: string[]): DraftParticipant[] {
  return names.map((name) => emailParticipant(`g-${name}`, name, `${name.toLowerCase()}@x.be`));
}
