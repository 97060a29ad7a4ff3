import { UpdateOccasionRequest } from '@wl/contracts';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { birthdayOf } from '../list-birthday.js';
import { birthdayFromOccasion } from '../occasion-birthday.js';
import { defineOwnerEdit } from '../owner-edit.js';

/**
 * `POST /api/MyList/UpdateOccasion`: the occasion and its date; the occasion MyBirthday may set the list's birthday
 * (occasion-birthday.ts), compared with the birthday the list's stream holds and sealed under the primary owner's key.
 */
export const updateOccasion = defineOwnerEdit({
  name: 'ChangeOccasion',
  payload: UpdateOccasionRequest,
  async prepare({ occasion, occasionDate }, list, read) {
    const personal = read(PersonalData);
    const birthday = birthdayFromOccasion(occasion, occasionDate, await birthdayOf(personal, list));
    return {
      occasion,
      occasionDate,
      birthday: birthday ? await personal.seal(list.primaryOwnerId!, { birthday }) : null,
    };
  },
  command: (occasion, by) => ({ type: 'ChangeOccasion', ...by, ...occasion }),
});
