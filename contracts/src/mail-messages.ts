import { fill, type MessageParams } from './messages.js';

/**
 * The mails' texts, part of the Dutch message catalogue. They live in their own module because only the server sends
 * mail: the browser's first routes never load these texts (tests/unit/bundle-budget.unit.spec.ts). The texts of the
 * list a user sends themselves (`mail.send.*`) stay in messages.ts: the share dialog shows them.
 */
export const mailMessages = {
  'mail.crossed_off.subject': 'Je hebt een kadootje afgestreept voor {owner}',
  'mail.crossed_off.body':
    '{greeting}\n\nJe hebt „{gift}” afgestreept op het {product} van {owner}.\nBekijk het kadootje of maak het afstrepen ongedaan via deze link:\n{link}\n\nBewaar deze mail: met de link kan alleen jij het afstrepen ongedaan maken.\n\nGroeten,\nVerlanglijstje',
  'mail.cross_off_undone.subject': 'Je afstreping voor {owner} is ongedaan gemaakt',
  'mail.cross_off_undone.by_capability':
    'Iemand met de link uit je bevestigingsmail heeft het afstrepen van „{gift}” op het {product} van {owner} ongedaan gemaakt. Was jij dat niet? Dan heeft iemand anders je link.',
  'mail.cross_off_undone.by_support':
    'Onze support heeft het afstrepen van „{gift}” op het {product} van {owner} ongedaan gemaakt.',
  'mail.cross_off_undone.body':
    '{greeting}\n\n{what}\nHet kadootje staat weer open, dus iemand anders kan het nu ook kopen. Koop je het toch? Streep het dan opnieuw af:\n{link}\n\nGroeten,\nVerlanglijstje',
  'mail.cross_off_removed.subject': 'Een kadootje dat je afstreepte, staat niet meer op het {product}',
  'mail.cross_off_removed.from_list': '{owner} heeft „{gift}” van het {product} gehaald. Jij had het afgestreept.',
  'mail.cross_off_removed.list_deleted':
    '„{gift}”, dat jij afstreepte, is van de lijst gehaald: het {product} bestaat niet meer.',
  'mail.cross_off_removed.body':
    '{greeting}\n\n{what}\nHeb je het al gekocht of besteld? Dan kun je de aankoop misschien nog annuleren. Je vindt het kadootje nog bij je afgestreepte kadootjes:\n{link}\n\nGroeten,\nVerlanglijstje',
  'mail.greeting.named': 'Dag {name},',
  'mail.greeting.neutral': 'Dag,',
  'mail.reset_password.subject': 'Een nieuw wachtwoord voor je {product}',
  'mail.reset_password.body':
    '{greeting}\n\nJe vroeg een nieuw wachtwoord aan. Kies het via deze link:\n{link}\n\nDe link werkt {hours} uur en maar één keer. Vroeg je niets aan? Dan hoef je niets te doen.\n\nGroeten,\nVerlanglijstje',
  'mail.co_owner_removed.subject': 'Je bent geen mede-eigenaar meer van het {product} van {owner}',
  'mail.co_owner_removed.body':
    '{greeting}\n\nDe eigenaar van het {product} van {owner} heeft je als mede-eigenaar verwijderd. Je kan het niet meer bewerken, en je ziet het voortaan zoals andere bezoekers het zien.\n\nDenk je dat dit een vergissing is? Vraag de eigenaar dan om je opnieuw uit te nodigen.\n\nGroeten,\nVerlanglijstje',
  'mail.sign_in_link.subject': 'Je aanmeldlink voor je {product}',
  'mail.sign_in_link.body':
    '{greeting}\n\nMeld je aan via deze link:\n{link}\n\nDe link werkt {minutes} minuten en maar één keer. Vroeg je geen aanmeldlink aan? Dan hoef je niets te doen: zonder deze mail kan niemand zich met je adres aanmelden.\n\nGroeten,\nVerlanglijstje',
  'mail.verify_email.subject': 'Bevestig je e-mailadres voor je {product}',
  'mail.verify_email.body':
    '{greeting}\n\nBevestig je e-mailadres via deze link:\n{link}\n\nDe link werkt {hours} uur en maar één keer. Daarna kun je je {product} ook per mail versturen. Maakte je geen account aan of veranderde je je e-mailadres niet? Dan mag je deze mail negeren.\n\nGroeten,\nVerlanglijstje',
  'mail.signature': 'Groeten,\nVerlanglijstje',
  'mail.footer.settings': 'Minder of geen mails meer van ons? Kies zelf welke mails je krijgt: {link}',
  'mail.html.button': 'Open de link',
  'mail.html.button_fallback': 'Werkt de knop niet? Open dan dit adres:',
  'mail.overview.subject': 'Wat er nieuw is op de lijstjes van je vrienden',
  'mail.overview.intro': 'Dit veranderde er sinds {since} op de lijstjes die je volgt.',
  'mail.overview.friend_list': '{owner} ({link})',
  'mail.overview.own_list': 'Je eigen {product} ({link})',
  'mail.overview.gift_added': '  Nieuw: {gift}',
  'mail.overview.gift_removed': '  Niet meer op het lijstje: {gift}',
  'mail.overview.forum_posts_one': '  1 nieuw bericht op het forum',
  'mail.overview.forum_posts_many': '  {count} nieuwe berichten op het forum',
  'mail.lot.subject': 'Je lootje voor „{title}”',
  'mail.lot.body':
    '{greeting}\n\n{redone}{organizer} trekt lootjes: „{title}”. Via je persoonlijke link zie je voor wie jij een kadootje zoekt:\n{link}{details}\n\nDeze link is alleen voor jou: stuur hem niet door, dan blijft het een verrassing.\n\nGroeten,\nVerlanglijstje',
  'mail.lot.resent.subject': 'Je lootje voor „{title}” (opnieuw verstuurd)',
  'mail.lot.resent.body':
    '{greeting}\n\n{organizer} stuurt je lootje voor „{title}” nog eens. Via je persoonlijke link zie je voor wie jij een kadootje zoekt:\n{link}{details}\n\nDeze link is alleen voor jou: stuur hem niet door, dan blijft het een verrassing.\n\nGroeten,\nVerlanglijstje',
  'mail.lot.organizer.subject': 'Je lootjes voor „{title}” zijn getrokken',
  'mail.lot.organizer.body':
    '{greeting}\n\n{redone}De lootjes voor „{title}” zijn getrokken en verstuurd naar alle {count} deelnemers. Wie wie trok, weet alleen wie het lootje heeft: ook jij ziet enkel je eigen lootje.\n\nJouw eigen lootje:\n{link}{details}\n\nVolg de trekking op, stuur een lootje opnieuw of verwijder de trekking via deze link:\n{organizerLink}\n\nBewaar deze mail: met de tweede link beheer je de trekking.\n\nGroeten,\nVerlanglijstje',
  'mail.lot.redone.subject': 'Je nieuwe lootje voor „{title}”: opnieuw getrokken',
  'mail.lot.redone.organizer_subject': 'Je lootjes voor „{title}” zijn opnieuw getrokken',
  'mail.lot.redone.notice':
    'Deze loting is opnieuw getrokken. Dit is je nieuwe lootje: je vorige lootje voor deze loting geldt niet meer.\n\n',
  'mail.lot.details.budget': 'Budget: {budget}',
  'mail.lot.details.date': 'Datum: {date}',
  'mail.lot.nudge.subject': 'Wie jouw lootje trok voor „{title}”, wil weten wat je wenst',
  'mail.lot.nudge.body':
    '{greeting}\n\nWie jouw naam trok bij de loting „{title}”, zoekt een kadootje voor je en wil graag weten wat je wenst. Koppel een {product} aan je lootje, dan ziet die persoon je wensen:\n{link}{details}\n\nGroeten,\nVerlanglijstje',
  'mail.lot.nudge.body_hidden':
    '{greeting}\n\nWie jouw naam trok bij de loting „{title}”, zoekt een kadootje voor je, maar het {product} dat je aan je lootje koppelde, is privé of verwijderd: die persoon ziet het niet. Maak het weer zichtbaar, of koppel een ander {product} aan je lootje:\n{link}{details}\n\nGroeten,\nVerlanglijstje',
  'mail.lot.question.subject': 'Een anonieme vraag over je kadootje: „{title}”',
  'mail.lot.question.body':
    '{greeting}\n\nWie jouw naam trok bij de loting „{title}”, stelt je deze vraag:\n\n{question}\n\nDie persoon blijft geheim: op deze mail antwoorden kan dus niet. Antwoorden doe je hier, zonder te weten wie vroeg:\n{answerLink}{couple}{details}\n\nGroeten,\nVerlanglijstje',
  'mail.lot.question.couple': '\n\nWil je tonen wat je graag krijgt? Koppel een {product} aan je lootje:\n{link}',
  'mail.lot.answer.subject': 'Je vraag over „{title}” is beantwoord',
  'mail.lot.answer.body':
    '{greeting}\n\nJe stelde een anonieme vraag bij de loting „{title}”:\n\n{question}\n\nHet antwoord:\n\n{answer}\n\nJe vindt het ook bij je lootje:\n{link}\n\nGroeten,\nVerlanglijstje',
  'mail.reminder.birthday.subject': '{owner} is binnenkort jarig',
  'mail.reminder.birthday.body':
    '{owner} is jarig op {date}. Zoek je nog een kadootje? Op het {product} van {owner} zie je wat er nog te kiezen valt:\n{link}',
  'mail.reminder.occasion.subject': 'Binnenkort bij {owner}: {occasion}',
  'mail.reminder.occasion.body':
    'Op {date} is het zover: {occasion} bij {owner}. Zoek je nog een kadootje? Op het {product} van {owner} zie je wat er nog te kiezen valt:\n{link}',
  'mail.reminder.why': 'Je krijgt deze herinnering omdat {owner} bij je vrienden staat.',
  'mail.contact.subject': 'Contactformulier: {subject}',
  'mail.contact.body':
    'Nieuw bericht via het contactformulier.\n\nVan: {email} ({who})\nOnderwerp: {subject}\n\n{message}\n\nAntwoord op deze mail om {email} te antwoorden.',
  'mail.contact.who.account': 'ingelogd met een account',
  'mail.contact.who.anonymous': 'niet ingelogd',
} as const;

export type MailMessageKey = keyof typeof mailMessages;

export function tMail(key: MailMessageKey, params: MessageParams = {}): string {
  return fill(mailMessages[key], params);
}
