import { faqSections, type FaqSection } from '../../frontend/src/features/content/faq/faqContent.js';
import { filterFaq, foldForSearch } from '../../frontend/src/features/content/faq/faqFilter.js';
import { proseParts } from '../../frontend/src/features/content/legal/prose.js';

const sections: FaqSection[] = [
  {
    id: 'a',
    title: 'faq.section.account',
    items: [
      { id: 'privé', question: 'Is mijn lijst privé?', answer: ['Kies [Privé](/account) bij de instellingen.'] },
      { id: 'wachtwoord', question: 'Wachtwoord vergeten?', answer: ['Vraag een nieuw wachtwoord aan.'] },
    ],
  },
  {
    id: 'b',
    title: 'faq.section.misc',
    items: [{ id: 'cookies', question: 'Cookies?', answer: ['Alleen functionele cookies.'] }],
  },
];
const ids = (result: FaqSection[] | null) => result?.flatMap((section) => section.items.map((item) => item.id));

describe('the FAQ search', () => {
  it('shows everything and opens nothing for an empty or blank query', () => {
    expect(filterFaq(sections, '')).toBeNull();
    expect(filterFaq(sections, '   ')).toBeNull();
  });

  it('keeps only items holding every word, ignoring case and accents, and drops empty sections', () => {
    expect(ids(filterFaq(sections, 'PRIVE'))).toEqual(['privé']);
    expect(ids(filterFaq(sections, 'lijst instellingen'))).toEqual(['privé']);
    expect(ids(filterFaq(sections, 'lijst cookies'))).toEqual([]);
    expect(filterFaq(sections, 'functionele')!.map((section) => section.id)).toEqual(['b']);
  });

  it('matches parts of words, the question and the answer text, but not a link address', () => {
    expect(ids(filterFaq(sections, 'wacht nieuw'))).toEqual(['wachtwoord']);
    expect(ids(filterFaq(sections, '/account'))).toEqual([]);
  });

  it('folds accents the way a Dutch reader types', () => {
    expect(foldForSearch('Categorieën PRIVÉ')).toBe('categorieen prive');
  });

  it("finds the spec's items in the real FAQ, with the configured support address", () => {
    const real = faqSections({ product: 'verlanglijstje', supportEmail: 'hulp@example.be', drawLotsEnabled: true });
    expect(real.map((section) => section.id)).toEqual([
      'account',
      'afstrepen',
      'mijn-lijst',
      'lootjes',
      'privacy',
      'overig',
    ]);
    expect(ids(filterFaq(real, 'anonieme vraag antwoorden'))).toEqual(['lootjes-anonieme-vraag']);
    // Without lot drawing, no section about it.
    expect(
      faqSections({ product: 'verlanglijstje', supportEmail: 'hulp@example.be', drawLotsEnabled: false }).map(
        (section) => section.id,
      ),
    ).not.toContain('lootjes');
    expect(ids(filterFaq(real, 'wachtwoord vergeten'))).toContain('wachtwoord-vergeten');
    expect(ids(filterFaq(real, 'beveiligingsprobleem hulp@example.be'))).toEqual(['beveiligingsprobleem-melden']);
    expect(ids(filterFaq(real, 'cookies reclame'))).toEqual(['cookies']);
  });
});

describe('content paragraphs', () => {
  it('splits links from text', () => {
    expect(proseParts('Ga naar [je profiel](/account) of mail [ons](mailto:a@b.be).')).toEqual([
      { text: 'Ga naar ' },
      { text: 'je profiel', href: '/account' },
      { text: ' of mail ' },
      { text: 'ons', href: 'mailto:a@b.be' },
      { text: '.' },
    ]);
  });
});
