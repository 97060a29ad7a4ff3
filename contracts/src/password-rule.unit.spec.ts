import { isCommonPassword, NewPassword, passwordRepeatsPersonalData } from './password-rule.js';

const jan = {
  firstName: 'Jan',
  lastName: 'Van den Broeck',
  email: 'Jan.VDB@example.com',
  usernames: ['janneman', null],
};

describe('the password rule', () => {
  it.each([
    'jan',
    'VAN DEN BROECK',
    'janvan den broeck',
    'van den broeckjan',
    'Jan Van den Broeck',
    'van den broeck jan',
    'jan.vdb@example.com',
    'JAN.VDB',
    'Janneman',
  ])('refuses %j as the holder\u2019s own data', (password) => {
    expect(passwordRepeatsPersonalData(password, jan)).toBe(true);
  });

  it('accepts a password that merely contains the name, and never matches missing data', () => {
    expect(passwordRepeatsPersonalData('jan-en-zijn-fiets', jan)).toBe(false);
    expect(passwordRepeatsPersonalData('', { usernames: [null] })).toBe(false);
    expect(passwordRepeatsPersonalData(' ', { firstName: ' ' })).toBe(false);
  });

  it('refuses short and common passwords as field rules, whatever their case', () => {
    expect(NewPassword.safeParse('1234567').error?.issues[0]?.message).toBe('validation.password.too_short');
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(NewPassword.safeParse('Sunshine').error?.issues[0]?.message).toBe('validation.password.common');
    expect(NewPassword.safeParse(' een zin als wachtwoord ').success).toBe(true);
  });
});
