/**
 * The Dutch message catalogue (spec 02 §8) and the nl-BE formats. Every text a user sees is one of these keys;
 * zod schemas use the keys as their messages. `{name}` placeholders are filled by `t`.
 */
export const messages = {
  'app.name': 'Verlanglijstje',
  'app.slogan': 'Het verlanglijstje voor al je kadootjes',
  'app.logo_label': 'Verlanglijstje, naar de startpagina',
  'app.skip_to_content': 'Naar de inhoud',

  'general.loading': 'Bezig met laden…',
  'general.loading_long': 'Even geduld, dit duurt wat langer dan normaal…',
  'general.retry': 'Opnieuw proberen',
  'general.close': 'Sluiten',
  'general.cancel': 'Annuleren',
  'general.ok': 'OK',
  'general.save': 'Opslaan',
  'general.add': 'Toevoegen',
  'general.edit': 'Bewerken',
  'general.delete': 'Verwijderen',
  'general.show': 'Toon',
  'general.to_home': 'Naar de startpagina',
  'general.last_updated': 'Laatst bijgewerkt op {date}',
  'general.password.wrong': 'Het wachtwoord klopt niet. Probeer het opnieuw of vraag een nieuw wachtwoord aan.',
  'general.password.wrong_title': 'Inloggen mislukt',
  'general.required_hint': 'verplicht',

  'error.something_went_wrong': 'Er ging iets mis.',
  'error.no_connection_action': 'Er ging iets mis. Mogelijk zijn er verbindingsproblemen opgetreden.',
  'error.no_connection.title': 'Geen verbinding',
  'error.not_found': 'De pagina kan niet worden gevonden.',
  'error.not_found.title': 'Niet gevonden',
  'error.oops.title': 'Oeps',
  'error.no_access': 'Geen toegang',
  'error.no_access.text': 'Je hebt geen toegang tot deze pagina.',
  'error.server.title': 'Serverfout',
  'error.server': 'Er ging iets mis op onze server. Probeer het later opnieuw.',
  'error.login_failed': 'Inloggen is niet gelukt. Controleer je e-mailadres of gebruikersnaam en je wachtwoord.',

  'validation.invalid': 'Deze waarde is niet geldig.',
  'validation.email.required': 'Je e-mailadres is nodig.',
  'validation.email.too_long': 'Dit e-mailadres is te lang.',
  'validation.email.invalid': 'Dit is geen geldig e-mailadres.',
  'validation.email.unavailable': 'Dit e-mailadres is niet beschikbaar.',
  'validation.username.too_short': 'Je gebruikersnaam moet minstens 3 tekens lang zijn.',
  'validation.username.too_long': 'Je gebruikersnaam mag hoogstens 50 tekens lang zijn.',
  'validation.username.invalid': 'Gebruik alleen letters, cijfers, - en _, en begin met een letter of cijfer.',
  'validation.username.unavailable': 'Deze gebruikersnaam is al in gebruik.',
  'validation.password.required': 'Kies een wachtwoord.',
  'validation.password.too_long': 'Dit wachtwoord is te lang.',
  'validation.password.personal_data': 'Je wachtwoord mag niet gelijk zijn aan je naam of je e-mailadres.',
  'validation.password.mismatch': 'De wachtwoorden komen niet overeen.',
  'validation.first_name.required': 'Je voornaam is nodig.',
  'validation.first_name.too_long': 'Deze voornaam is te lang.',
  'validation.last_name.required': 'Je achternaam is nodig.',
  'validation.last_name.too_long': 'Deze achternaam is te lang.',
  'validation.login.required': 'Vul je e-mailadres of gebruikersnaam in.',
  'validation.login.too_long': 'Dit e-mailadres of deze gebruikersnaam is te lang.',
  'validation.category.required': 'Geef de categorie een naam.',
  'validation.category.too_long': 'Deze naam is te lang.',
  'validation.gift.description.required': 'Beschrijf je kadootje.',
  'validation.gift.description.too_long': 'Deze beschrijving is te lang.',
  'validation.gift.url.too_long': 'Deze link is te lang.',
  'validation.gift.url.invalid': 'Een link begint met http:// of https://.',

  'menu.open': 'Menu openen',
  'menu.title': 'Menu',
  'menu.my_list': 'Mijn lijst',
  'menu.my_lists': 'Mijn lijsten',
  'menu.new_list': 'Nieuwe lijst',
  'menu.friends': 'Vrienden',
  'menu.crossed_off': 'Afgestreept',
  'menu.create_account': 'Account aanmaken',
  'menu.list_search': 'Lijst zoeken',
  'menu.lots': 'Lootjes trekken',
  'menu.profile': 'Profiel',
  'menu.send': 'Lijst versturen',
  'menu.shops': 'Winkels',
  'menu.account': 'Account van {name}',
  'menu.logout': 'Afmelden',

  'footer.label': 'Voettekst',
  'footer.faq': 'Veelgestelde vragen',
  'footer.contact': 'Contact',
  'footer.lots': 'Lootjes trekken',
  'footer.shops': 'Winkels',
  'footer.blog': 'Blog',
  'footer.terms': 'Gebruiksvoorwaarden',
  'footer.privacy': 'Privacyverklaring',
  'footer.impressum': 'Impressum',
  'footer.copyright': '© 1999–{year} Verlanglijstje',

  'login.title': 'Inloggen',
  'login.intro': 'Log in om je {product} te beheren en kadootjes af te strepen.',
  'login.email_or_username': 'E-mailadres of gebruikersnaam',
  'login.password': 'Wachtwoord',
  'login.submit': 'Inloggen',
  'login.forgot_password': 'Wachtwoord vergeten?',
  'login.no_account': 'Nog geen {product}?',
  'login.create_account': 'Maak er gratis een aan',

  'account.create.title': 'Maak je {product}',
  'account.create.intro': 'Met een account maak je meteen je eigen {product}.',
  'account.create.username': 'Gebruikersnaam',
  'account.create.username_hint': 'Je {product} komt op /{username}.',
  'account.create.username_hint_empty': 'Je gebruikersnaam wordt het adres van je {product}.',
  'account.create.username_checking': 'We kijken of deze gebruikersnaam vrij is…',
  'account.create.username_available': 'Deze gebruikersnaam is vrij.',
  'account.create.first_name': 'Voornaam',
  'account.create.last_name': 'Achternaam',
  'account.create.email': 'E-mailadres',
  'account.create.password': 'Wachtwoord',
  'account.create.confirm_password': 'Herhaal je wachtwoord',
  'account.create.receive_mailing': 'Stuur me af en toe een overzicht van de lijstjes van mijn vrienden',
  'account.create.privacy': 'Lees hoe we met je gegevens omgaan in onze',
  'account.create.privacy_link': 'privacyverklaring',
  'account.create.submit': 'Account aanmaken',
  'account.create.login_here': 'Log hier in',
  'account.create.success_title': 'Welkom!',
  'account.create.success': 'Je account is aangemaakt. We openen nu je {product}.',
  'account.create.wishlist_failed': 'Het aanmaken van je {product} ging niet goed.',

  'goodbye.title': 'Tot ziens!',
  'goodbye.text': 'Je bent afgemeld. Tot de volgende keer.',
  'goodbye.login_again': 'Opnieuw inloggen',

  'user_deleted.title': 'Account bestaat niet meer',
  'user_deleted.text': 'De account waarop je ingelogd was bestaat niet meer.',

  'landing.title': 'Je {product}, altijd bij de hand',
  'landing.text': 'Zet je wensen op een lijstje, deel het met familie en vrienden en laat hen kadootjes afstrepen. Zo krijg je nooit twee keer hetzelfde.',
  'landing.create': 'Maak gratis je {product}',
  'landing.login': 'Ik heb al een account',

  'home.title': 'Mijn lijsten',
  'home.empty': 'Je hebt nog geen {product}.',
  'home.gift_count.one': '1 kadootje',
  'home.gift_count.other': '{count} kadootjes',

  'listview.not_found.title': 'Lijst niet gevonden',
  'listview.not_found.text': 'We vinden geen {product} met de naam {username}.',
  'listview.not_found.search': 'Zoek een lijst',
  'listview.question.title': 'Deze lijst is beveiligd met een vraag',
  'listview.question.text': '{name} vraagt je eerst een vraag te beantwoorden: {question}',
  'listview.no_access.title': 'Geen toegang',
  'listview.no_access.text': 'Het {product} van {name} is privé.',
  'listview.invitation_required.title': 'Uitnodiging nodig',
  'listview.invitation_required.text': 'Je hebt een uitnodiging van {name} nodig om dit {product} te bekijken.',

  'owner.private_banner': 'Je {product} is privé: alleen jij kunt het zien.',
  'owner.add_gift': 'Kadootje toevoegen',
  'owner.add_category': 'Categorie toevoegen',
  'owner.no_categories': 'Maak eerst een categorie aan om kadootjes toe te voegen.',
  'owner.category_empty': 'Nog geen kadootjes in deze categorie.',
  'owner.category.name': 'Naam van de categorie',
  'owner.gift.cross_off_disabled': 'Afstrepen staat uit voor dit kadootje.',
  'owner.gift.crossed_off': 'Afgestreept',
  'owner.gift.delete_title': 'Kadootje verwijderen?',
  'owner.gift.delete_text': '"{description}" wordt van je {product} verwijderd.',
  'owner.gift.edit_title': 'Kadootje bewerken',
  'owner.gift.add_title': 'Kadootje toevoegen',
  'owner.gift.description': 'Beschrijving',
  'owner.gift.url': 'Link naar een webwinkel (optioneel)',
  'owner.gift.category': 'Categorie',
  'owner.gift.enable_cross_off': 'Anderen mogen dit kadootje afstrepen',

  'gift.error.not_found': 'Dit kadootje bestaat niet meer.',
  'gift.save_image_failed': 'Het kadootje is bewaard, maar de afbeelding niet.',
  'gift.error.invalid_update': 'Deze wijziging kan niet worden bewaard.',
  'gift.error.product_not_found': 'Dit product werd niet gevonden.',
  'category.error.wishlist_not_found': 'Dit {product} werd niet gevonden.',
  'category.default_name': 'Mijn wensen',
  'validation.delete.answer_too_long': 'Dit antwoord is te lang.',
  'delete.question': 'Waarom verwijder je je account?',
  'delete.answer.no_longer_needed': 'Ik heb geen verlanglijstje meer nodig',
  'delete.answer.other_site': 'Ik gebruik een andere site of app',
  'delete.answer.too_many_mails': 'Ik krijg te veel e-mails',
  'delete.answer.too_difficult': 'De site is te ingewikkeld',
  'delete.answer.privacy': 'Ik maak me zorgen over mijn privacy',
  'delete.answer.other': 'Iets anders',
  'mail.reset_password.subject': 'Een nieuw wachtwoord voor je {product}',
  'mail.reset_password.body': 'Dag {name},\n\nJe vroeg een nieuw wachtwoord aan. Kies het via deze link:\n{link}\n\nDe link werkt {hours} uur en één keer. Vroeg je niets aan? Dan mag je deze mail negeren.\n\nGroeten,\nVerlanglijstje',

  'visitor.empty': 'Er staan nog geen kadootjes op dit {product}.',
  'visitor.category_empty': 'Geen kadootjes in deze categorie.',

  'cross_off.action': 'Afstrepen',
  'cross_off.undo': 'Ongedaan maken',
  'cross_off.locked': 'Dit kadootje kan niet worden afgestreept.',
  'cross_off.by_you': 'Door jou afgestreept',
  'cross_off.by_other': 'Iemand heeft dit kadootje al afgestreept.',
  'cross_off.error.crossed_off_by_other': 'Iemand anders heeft dit kadootje net afgestreept.',
  'cross_off.error.deleted': 'Dit kadootje is intussen verwijderd.',
  'cross_off.error.uncrossable': 'Dit kadootje kan niet worden afgestreept.',
  'cross_off.error.no_access': 'Je hebt geen toegang tot dit {product}.',
  'cross_off.error.own_wishlist': 'Je kunt geen kadootjes afstrepen op je eigen {product}.',

  'crossed_off.title': 'Afgestreepte kadootjes',
  'crossed_off.intro': 'Deze kadootjes heb jij afgestreept.',
  'crossed_off.empty': 'Je hebt nog geen kadootjes afgestreept.',
  'crossed_off.list_of': 'Lijst van {name}',
  'crossed_off.open_link': 'Bekijk in de webwinkel',
  'crossed_off.undo_confirm.title': 'Afstrepen ongedaan maken?',
  'crossed_off.undo_confirm.text': '"{description}" wordt weer vrij, zodat iemand anders het kan afstrepen.',
  'crossed_off.undo_error.gift_deleted': 'Dit kadootje is intussen verwijderd.',
  'crossed_off.undo_error.other': 'Het afstrepen kon niet ongedaan worden gemaakt.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

/** The product word of the site variant (spec 02 §8 `{product}`). */
const defaultParams: MessageParams = { product: 'verlanglijstje' };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

export function t(key: MessageKey, params: MessageParams = {}): string {
  const values = { ...defaultParams, ...params };
  return messages[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder);
}

export const locale = 'nl-BE';

const priceFormat = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
export function formatPrice(euros: number): string {
  return priceFormat.format(euros);
}

const dateFormats = {
  short: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
  long: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }),
  numeric: new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }),
  numericWithTime: new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
  dayMonth: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' }),
};
export type DateFormat = keyof typeof dateFormats;

export function formatDate(value: string | Date, format: DateFormat = 'long'): string {
  return dateFormats[format].format(typeof value === 'string' ? new Date(value) : value);
}
