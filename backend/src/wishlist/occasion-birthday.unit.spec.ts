import { birthdayFromOccasion } from './occasion-birthday.js';

describe('the birthday an occasion sets', () => {
  it('is the date of the occasion MyBirthday', () => {
    expect(birthdayFromOccasion('MyBirthday', '2026-03-14', null)).toBe('2026-03-14');
    expect(birthdayFromOccasion('MyBirthday', '2026-03-14', '1990-07-01')).toBe('2026-03-14');
  });

  it('keeps a birthday on the same day and month, with the year the owner typed', () => {
    expect(birthdayFromOccasion('MyBirthday', '2026-03-14', '1990-03-14')).toBeNull();
  });

  it('is nothing for another occasion, no occasion or no date', () => {
    expect(birthdayFromOccasion('Christmas', '2026-12-25', null)).toBeNull();
    expect(birthdayFromOccasion(null, null, '1990-03-14')).toBeNull();
    expect(birthdayFromOccasion('MyBirthday', null, null)).toBeNull();
  });
});
