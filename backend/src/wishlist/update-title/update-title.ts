import { UpdateTitleRequest } from '@wl/contracts';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { defineOwnerEdit } from '../owner-edit.js';

/** `POST /api/MyList/UpdateTitle`: the list's title (empty: none), sealed under the primary owner's key. */
export const updateTitle = defineOwnerEdit({
  name: 'ChangeTitle',
  payload: UpdateTitleRequest,
  prepare: async ({ title }, list, read) => ({
    personal: await read(PersonalData).seal(list.primaryOwnerId!, { title: title || null }),
  }),
  command: ({ personal }, by) => ({ type: 'ChangeTitle', ...by, personal }),
});
