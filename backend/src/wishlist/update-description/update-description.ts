import { UpdateDescriptionRequest } from '@wl/contracts';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { defineOwnerEdit } from '../owner-edit.js';

/** `POST /api/MyList/UpdateDescription`: the list's description (empty: none), sealed under the primary owner's key. */
export const updateDescription = defineOwnerEdit({
  name: 'ChangeDescription',
  payload: UpdateDescriptionRequest,
  prepare: async ({ description }, list, read) => ({
    personal: await read(PersonalData).seal(list.primaryOwnerId!, { description: description || null }),
  }),
  command: ({ personal }, by) => ({ type: 'ChangeDescription', ...by, personal }),
});
