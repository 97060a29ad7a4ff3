import { LOT_DRAFT_VERSION, type LotingView } from '@wl/contracts';
import {
  createRequest,
  duplicateNames,
  LOT_DRAFT_KEY,
  loadDraft,
  newDraft,
  redoDraft,
  removeDraft,
  saveDraft,
  withDetails,
  withoutParticipant,
  withPartners,
  type DraftParticipant,
  type LotDraft,
} from '../../frontend/src/features/lots/wizard/draft.js';

describe('the lot wizard draft in local storage', () => {
  it('gives back a saved draft to the user who made it', () => {
    const storage = memoryStorage();
    saveDraft(storage, draftOf(ann));
    expect(loadDraft(storage, ann.publicGuid)).toEqual({ kind: 'found', draft: draftOf(ann) });
  });

  it("ignores another user's draft without removing it", () => {
    const storage = memoryStorage();
    saveDraft(storage, draftOf(ann));
    expect(loadDraft(storage, 'other-user')).toEqual({ kind: 'none' });
    expect(loadDraft(storage, null)).toEqual({ kind: 'none' });
    expect(storage.getItem(LOT_DRAFT_KEY)).not.toBeNull();
  });

  it('lets whoever logs in take over a draft made logged out', () => {
    const storage = memoryStorage();
    saveDraft(storage, draftOf(null));
    expect(loadDraft(storage, ann.publicGuid)).toMatchObject({ kind: 'found', draft: { userGuid: ann.publicGuid } });
  });

  it('asks for a reload when a newer version of the site wrote the draft', () => {
    const storage = memoryStorage();
    storage.setItem(LOT_DRAFT_KEY, JSON.stringify({ ...draftOf(ann), version: LOT_DRAFT_VERSION + 1 }));
    expect(loadDraft(storage, ann.publicGuid)).toEqual({ kind: 'newer' });
  });

  it.each([
    ['a version before 4', JSON.stringify({ ...draftOf(null), version: 3 })],
    ['no version', JSON.stringify({ ...draftOf(null), version: undefined })],
    ['a broken shape', JSON.stringify({ ...draftOf(null), participants: 'Ann' })],
    ['no JSON', '{not json'],
  ])('discards a draft with %s', (_, text) => {
    const storage = memoryStorage();
    storage.setItem(LOT_DRAFT_KEY, text);
    expect(loadDraft(storage, null)).toEqual({ kind: 'none' });
    expect(storage.getItem(LOT_DRAFT_KEY)).toBeNull();
  });

  it('takes over a version-4 draft (before budget and date) without them', () => {
    const storage = memoryStorage();
    const { budget: _budget, date: _date, ...before } = draftOf(ann);
    storage.setItem(LOT_DRAFT_KEY, JSON.stringify({ ...before, version: 4 }));
    expect(loadDraft(storage, ann.publicGuid)).toEqual({
      kind: 'found',
      draft: { ...draftOf(ann), version: LOT_DRAFT_VERSION, budget: '', date: '' },
    });
  });

  it('never saves a drawn draft, and forgets one that was stored drawn', () => {
    const storage = memoryStorage();
    saveDraft(storage, { ...draftOf(ann), drawn: true });
    expect(storage.getItem(LOT_DRAFT_KEY)).toBeNull();
    storage.setItem(LOT_DRAFT_KEY, JSON.stringify({ ...draftOf(ann), drawn: true }));
    expect(loadDraft(storage, ann.publicGuid)).toEqual({ kind: 'none' });
    expect(storage.getItem(LOT_DRAFT_KEY)).toBeNull();
  });

  it('removes the draft after a draw', () => {
    const storage = memoryStorage();
    saveDraft(storage, draftOf(ann));
    removeDraft(storage);
    expect(loadDraft(storage, ann.publicGuid)).toEqual({ kind: 'none' });
  });
});

describe('editing the draft', () => {
  it('starts with the logged-in organizer as first participant, named and addressed from the account', () => {
    const draft = newDraft(ann, 'g-org');
    expect(draft).toMatchObject({
      userGuid: ann.publicGuid,
      organizerName: 'Ann Peeters',
      organizerEmail: ann.email,
      drawn: false,
    });
    expect(draft.participants).toEqual([
      expect.objectContaining({ localGuid: 'g-org', kind: 'organizer', name: 'Ann Peeters', email: ann.email }),
    ]);
  });

  it('copies the details onto the organizer', () => {
    const draft = withDetails(draftOf(null), {
      title: 'Kerst',
      description: '',
      budget: '',
      date: '',
      organizerName: ' Bob ',
      organizerEmail: 'bob@x.be ',
    });
    expect(draft.participants[0]).toMatchObject({ kind: 'organizer', name: 'Bob', email: 'bob@x.be' });
  });

  it('removes a participant with the exclusions of them, but never the organizer', () => {
    const draft = withoutParticipant(draftOf(ann), 'g-bert');
    expect(draft.participants.map((p) => p.localGuid)).toEqual(['g-org', 'g-carla']);
    expect(draft.participants[0]!.exclude).toEqual([]);
    expect(withoutParticipant(draft, 'g-org').participants).toHaveLength(2);
  });

  it('makes partners exclude each other both ways at once, keeping what they excluded before', () => {
    const draft = withPartners(draftOf(ann), 'g-bert', 'g-carla');
    expect(draft.participants.map((p) => p.exclude)).toEqual([['g-bert'], ['g-carla'], ['g-bert']]);
    expect(withPartners(draft, 'g-carla', 'g-bert')).toEqual(draft);
  });

  it('sends the budget in whole euros and the date, or null for none', () => {
    expect(createRequest({ ...draftOf(ann), budget: ' 25 ', date: '2030-12-24' }, ann)).toMatchObject({
      budget: 25,
      date: '2030-12-24',
    });
    expect(createRequest(draftOf(ann), ann)).toMatchObject({ budget: null, date: null });
  });

  it('warns about names that occur twice, case-insensitively', () => {
    const participants = ['Ann', 'bert', 'Bert ', 'Carla', 'ANN'].map((name) => participant(name, 'email'));
    expect(duplicateNames(participants)).toEqual(['Ann', 'bert']);
  });
});

describe('the draw request from the draft', () => {
  it('sends the organizer as the logged-in user, friends by reference and e-mail participants with their address', () => {
    const request = createRequest(draftOf(null), { publicGuid: 'u-bob', email: 'bob@x.be' });
    expect(request.participants).toEqual([
      {
        localGuid: 'g-org',
        name: 'Ann Peeters',
        email: 'bob@x.be',
        publicUserGuid: 'u-bob',
        friendParticipantPublicGuid: null,
        exclude: ['g-bert'],
      },
      {
        localGuid: 'g-bert',
        name: 'Bert',
        email: '',
        publicUserGuid: 'u-bert',
        friendParticipantPublicGuid: null,
        exclude: [],
      },
      {
        localGuid: 'g-carla',
        name: 'Carla',
        email: 'carla@x.be',
        publicUserGuid: null,
        friendParticipantPublicGuid: null,
        exclude: [],
      },
    ]);
  });
});

describe('redoing a draw', () => {
  it('rebuilds the draft: friends by reference, e-mail participants by e-mail, exclusions by participant, not drawn', () => {
    const loting: LotingView = {
      publicGuid: 'p',
      manageGuid: 'm-old',
      title: 'Kerst',
      description: 'Max 20 euro',
      createDate: '2030-12-01T10:00:00Z',
      organizerLot: 'lot',
      budget: 20,
      date: '2030-12-24',
      participants: [
        {
          publicGuid: 'pp-carla',
          name: 'Carla',
          publicUserGuid: null,
          email: 'carla@x.be',
          isOrganizer: false,
          hasWishlist: false,
          isViewed: false,
          excluded: ['pp-ann'],
        },
        {
          publicGuid: 'pp-ann',
          name: 'Ann',
          publicUserGuid: ann.publicGuid,
          email: '',
          isOrganizer: true,
          hasWishlist: false,
          isViewed: true,
          excluded: [],
        },
        {
          publicGuid: 'pp-bert',
          name: 'Bert',
          publicUserGuid: 'u-bert',
          email: '',
          isOrganizer: false,
          hasWishlist: true,
          isViewed: true,
          excluded: ['pp-carla'],
        },
      ],
    };
    let next = 0;
    const draft = redoDraft(loting, ann, () => `new-${next++}`);
    expect(draft).toMatchObject({
      redoOf: 'm-old',
      drawn: false,
      title: 'Kerst',
      description: 'Max 20 euro',
      budget: '20',
      date: '2030-12-24',
      organizerName: 'Ann',
      organizerEmail: ann.email,
      userGuid: ann.publicGuid,
    });
    expect(draft.participants).toEqual([
      {
        localGuid: 'new-1',
        kind: 'organizer',
        name: 'Ann',
        email: ann.email,
        publicUserGuid: null,
        friendParticipantPublicGuid: null,
        exclude: [],
      },
      {
        localGuid: 'new-0',
        kind: 'email',
        name: 'Carla',
        email: 'carla@x.be',
        publicUserGuid: null,
        friendParticipantPublicGuid: null,
        exclude: ['new-1'],
      },
      {
        localGuid: 'new-2',
        kind: 'friend',
        name: 'Bert',
        email: '',
        publicUserGuid: 'u-bert',
        friendParticipantPublicGuid: 'pp-bert',
        exclude: ['new-0'],
      },
    ]);
    expect(createRequest(draft, ann)).toMatchObject({ redoOf: 'm-old', budget: 20, date: '2030-12-24' });
  });
});

const ann = { publicGuid: 'u-ann', email: 'ann@x.be', firstName: 'Ann', lastName: 'Peeters' };

function participant(
  name: string,
  kind: DraftParticipant['kind'],
  extra: Partial<DraftParticipant> = {},
): DraftParticipant {
  return {
    localGuid: `g-${name.toLowerCase()}`,
    kind,
    name,
    email: '',
    publicUserGuid: null,
    friendParticipantPublicGuid: null,
    exclude: [],
    ...extra,
  };
}

function draftOf(user: typeof ann | null): LotDraft {
  return {
    ...newDraft(user, 'g-org'),
    title: 'Kerst',
    organizerName: 'Ann Peeters',
    participants: [
      participant('Org', 'organizer', { name: 'Ann Peeters', email: 'ann@x.be', exclude: ['g-bert'] }),
      participant('Bert', 'friend', { publicUserGuid: 'u-bert' }),
      participant('Carla', 'email', { email: 'carla@x.be' }),
    ],
  };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
