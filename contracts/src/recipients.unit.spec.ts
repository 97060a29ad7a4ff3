import { nameFromAddress, parseRecipients } from './recipients.js';

describe('parseRecipients', () => {
  it('splits on comma, semicolon, pipe and newline and reads names or derives them', () => {
    expect(
      parseRecipients('Jan Smet <jan@x.be>, an.de.wit@y.nl; "Piet P" <piet@z.be> | lies_vos@w.be\nmarc@v.be'),
    ).toEqual([
      { name: 'Jan Smet', email: 'jan@x.be' },
      { name: 'An De Wit', email: 'an.de.wit@y.nl' },
      { name: 'Piet P', email: 'piet@z.be' },
      { name: 'Lies Vos', email: 'lies_vos@w.be' },
      { name: 'Marc', email: 'marc@v.be' },
    ]);
  });
  it('refuses the whole list when one entry does not parse, and an empty list', () => {
    expect(parseRecipients('jan@x.be, geen adres')).toBeNull();
    expect(parseRecipients('Jan <geen-adres>')).toBeNull();
    expect(parseRecipients(' ; ,')).toBeNull();
  });
  it('derives names from the local part', () => {
    expect(nameFromAddress('jan.de.smet@x.be')).toBe('Jan De Smet');
  });
});
