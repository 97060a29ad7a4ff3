import type { CompanyDetails, MessageKey } from '@wl/contracts';
import type { Prose } from './prose.js';

export interface LegalSection {
  heading: string;
  body: Prose;
}

export interface LegalDocument {
  title: MessageKey;
  /** The version the spec gives the text (spec 02 §2.9), shown under the title. */
  version?: string;
  /** The page's language when it is not Dutch (the impressum is German). */
  lang?: string;
  intro: Prose;
  sections: LegalSection[];
  closing?: Prose;
}

/** What the texts fill in from the site configuration. */
export interface LegalSite {
  product: string;
  supportEmail: string;
}

const mailLink = (address: string) => `[${address}](mailto:${address})`;

/**
 * The legal pages (spec 02 §2.9). What they promise is kept by the code named in docs/content.md "FAQ and legal
 * pages": change the text together with that code.
 */
export function termsOfUse({ product, supportEmail }: LegalSite): LegalDocument {
  return {
    title: 'legal.terms.title',
    version: 'december 2012',
    intro: [
      `Deze voorwaarden gelden voor iedereen die Verlanglijstje gebruikt: wie een ${product} maakt, wie er een bekijkt of een kadootje afstreept, en wie lootjes trekt. Door de site te gebruiken, ga je ermee akkoord.`,
    ],
    sections: [
      {
        heading: '1. De dienst',
        body: [
          `Met Verlanglijstje maak je gratis een ${product}, deel je het met wie je wil, strepen anderen kadootjes af zonder dat jij ziet wie, en trek je lootjes voor een groep. We doen ons best om de site altijd goed te laten werken, maar we beloven niet dat hij nooit onbereikbaar is. We mogen onderdelen van de dienst veranderen of stopzetten; grote veranderingen kondigen we vooraf aan op de site.`,
        ],
      },
      {
        heading: '2. Je account',
        body: [
          'Gebruik een e-mailadres dat van jou is en houd je wachtwoord geheim. Wat er met je account gebeurt, valt onder jouw verantwoordelijkheid; merk je dat iemand anders je account gebruikt, kies dan meteen een nieuw wachtwoord en laat het ons weten.',
          'Je kan je account op elk moment zelf verwijderen via je [profiel](/account). Misbruikt iemand de dienst of deze voorwaarden, dan mogen we zijn berichten verwijderen of zijn account afsluiten.',
        ],
      },
      {
        heading: '3. Wat je op de site zet',
        body: [
          `Wat je op je ${product} en in berichten zet, blijft van jou. Je geeft ons alleen de toestemming om het te bewaren en te tonen aan wie jij het laat zien. Zet er niets op dat onwettig, kwetsend of misleidend is, en geen gegevens van anderen zonder hun toestemming.`,
          'Verlanglijstje is er voor persoonlijk gebruik. Reclame maken, lijstjes vullen met producten om ze te verkopen of e-mailadressen verzamelen mag niet zonder onze schriftelijke toestemming.',
        ],
      },
      {
        heading: '4. Aansprakelijkheid',
        body: [
          'Je koopt kadootjes bij de winkels zelf: wij zijn geen partij bij die aankoop en niet verantwoordelijk voor de winkels waarnaar een lijstje linkt. Ook voor een kadootje dat twee keer gekocht wordt, bijvoorbeeld omdat iemand vergat af te strepen, zijn we niet aansprakelijk.',
          'We zijn alleen aansprakelijk voor schade die we opzettelijk of door grove nalatigheid veroorzaken. Een vordering tegen ons vervalt twaalf maanden nadat je de schade kende of had kunnen kennen.',
        ],
      },
      {
        heading: '5. Wijzigingen',
        body: [
          'We kunnen deze voorwaarden aanpassen. De nieuwste versie staat altijd op deze pagina, met haar datum. Belangrijke wijzigingen melden we vooraf op de site.',
        ],
      },
      {
        heading: '6. Toepasselijk recht',
        body: [
          'Op deze voorwaarden en op het gebruik van Verlanglijstje is Nederlands recht van toepassing. Geschillen leggen we voor aan de bevoegde Nederlandse rechter. Woon je in België, dan behoud je de bescherming die het Belgische consumentenrecht je dwingend geeft.',
          `Vragen over deze voorwaarden? Mail ons op ${mailLink(supportEmail)}.`,
        ],
      },
    ],
  };
}

export function privacyStatement({ product, supportEmail }: LegalSite): LegalDocument {
  return {
    title: 'legal.privacy.title',
    version: 'mei 2018',
    intro: [
      'Wie een kadootje voor je zoekt, hoeft niet alles over je te weten, en wij ook niet. In deze verklaring lees je welke gegevens we bewaren, waarom, hoe lang, en wat je er zelf mee kan doen.',
    ],
    sections: [
      {
        heading: 'Welke gegevens we bewaren',
        body: [
          `Van je account: je naam, je e-mailadres, je gebruikersnaam, je wachtwoord (alleen onleesbaar gemaakt, nooit zoals je het typte) en je e-mailinstellingen. Van je ${product}: wat je erop zet, zoals de titel, de gelegenheid, je verjaardag en woonplaats als je die invult, je kadootjes en foto's, en de vraag die bezoekers moeten beantwoorden.`,
          'Wat je op de site doet: welke kadootjes je afstreept (dat zie jij, de eigenaar van het lijstje niet), welke lijstjes je bij je vrienden zet, je berichten bij een lijstje, en de lootjes die je trekt of krijgt, met de namen en e-mailadressen van de deelnemers die de organisator invult. Bij elke aanvraag gebruiken we je IP-adres om misbruik tegen te gaan, bijvoorbeeld om het aantal aanmeldpogingen te beperken.',
        ],
      },
      {
        heading: 'Waarvoor we ze gebruiken',
        body: [
          `Alleen om de dienst te laten werken: je aanmelden, je ${product} tonen aan wie jij toelaat, je de mails sturen die erbij horen (een bevestiging als je afstreept, je lootje, en als je dat wil een overzicht van de lijstjes van je vrienden of een herinnering voor een verjaardag). Welke mails je krijgt, kies je zelf in je [profiel](/account) en via de link onderaan elke mail.`,
          'We verkopen je gegevens niet en geven ze aan niemand voor reclame.',
        ],
      },
      {
        heading: 'Waar je gegevens staan',
        body: [
          'Je gegevens worden alleen binnen de Europese Unie bewaard en verwerkt, ook door de bedrijven die ons helpen (zoals voor hosting en het versturen van mails). In ons logboek staan je persoonlijke gegevens versleuteld met een sleutel die alleen bij jou hoort.',
        ],
      },
      {
        heading: 'Hoe lang we ze bewaren',
        body: [
          'Berichten bij een lijstje wissen we automatisch na één jaar. Een loting verdwijnt automatisch een jaar nadat de lootjes getrokken zijn, of eerder als de organisator ze verwijdert.',
          `Verwijder je je account, dan gooien we meteen de sleutel van je persoonlijke gegevens weg, zodat niemand ze nog kan lezen, en verdwijnen je lijstjes, je foto's en de lotingen die jij organiseerde. Uit onze back-ups is alles na hoogstens één jaar weg: we bewaren je gegevens dus nooit langer dan een jaar nadat je je account verwijderd hebt.`,
        ],
      },
      {
        heading: 'Cookies',
        body: [
          'We gebruiken alleen functionele en analytische cookies, nooit cookies voor reclame of om je over andere websites te volgen. Vandaag is dat één functionele cookie: de sessiecookie, die onthoudt of je aangemeld bent en je formulieren tegen misbruik beschermt. Hij verloopt na hoogstens 30 dagen.',
        ],
      },
      {
        heading: 'Wat je zelf kan doen',
        body: [
          `In je [profiel](/account) pas je je gegevens aan, download je alles wat we over jou bewaren (met je foto's erbij als je wil) en verwijder je je account. Hoe dat precies gaat, lees je in de [veelgestelde vragen](/faq).`,
          `Heb je een vraag over je gegevens, mail ons dan op ${mailLink(supportEmail)}. Ben je niet tevreden over ons antwoord, dan kan je een klacht indienen bij de Autoriteit Persoonsgegevens in Nederland of bij de Gegevensbeschermingsautoriteit in België.`,
        ],
      },
    ],
  };
}

export function aboutSafety({ product, supportEmail }: LegalSite): LegalDocument {
  return {
    title: 'legal.safety.title',
    intro: [
      `Op je ${product} staat meer over jou dan je misschien denkt: je naam, je verjaardag, wat je graag zou krijgen. Daarom nemen we de beveiliging van Verlanglijstje ernstig. Zo pakken we het aan.`,
    ],
    sections: [
      {
        heading: 'Een beveiligde verbinding',
        body: [
          'Alles wat je browser en onze server uitwisselen, gaat versleuteld over https. Je wachtwoord bewaren we nooit zoals je het typt, alleen onleesbaar gemaakt. Je sessiecookie kan niet door scripts gelezen worden, en elk formulier draagt een geheim kenmerk, zodat een andere website niets in jouw naam kan doen.',
        ],
      },
      {
        heading: 'Actieve controle',
        body: [
          'We houden in het oog hoe de site draait en grijpen in als er iets vreemds gebeurt. Wie te vaak een verkeerd wachtwoord of een verkeerd antwoord op de vraag van een lijstje probeert, moet even wachten. Zo kan niemand gokken tot het raak is.',
        ],
      },
      {
        heading: 'Transparantie',
        body: [
          'In de [privacyverklaring](/voorwaarden/privacy) lees je precies wat we bewaren en hoe lang. In je [profiel](/account) download je alles wat we over jou weten. Kijkt een medewerker van onze klantendienst naar je gegevens om je te helpen, dan noteren we dat, en dat staat ook in je download.',
        ],
      },
    ],
    closing: [
      `Zie je iets dat niet klopt, of denk je een beveiligingsprobleem gevonden te hebben? Mail ons op ${mailLink(supportEmail)}. We bekijken elke melding en laten je weten wat we ermee doen.`,
    ],
  };
}

/**
 * The German legal notice (§ 5 DDG) of the company that runs the site, from its configured details (`SITE_COMPANY_*`):
 * the impressum can only be switched on with them (contracts/src/site-config.ts).
 */
export function impressum(company: CompanyDetails): LegalDocument {
  return {
    title: 'legal.impressum.title',
    lang: 'de',
    intro: ['Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG) für Nutzerinnen und Nutzer aus Deutschland.'],
    sections: [
      {
        heading: 'Anbieter',
        body: [company.name, company.address],
      },
      {
        heading: 'Kontakt',
        body: [`E-Mail: ${mailLink(company.email)}. Über das [Kontaktformular](/contact) erreichen Sie uns ebenfalls.`],
      },
      {
        heading: 'Registereintrag',
        body: [company.register, ...(company.vatId ? [`Umsatzsteuer-Identifikationsnummer: ${company.vatId}`] : [])],
      },
      {
        heading: 'Verantwortlich für den Inhalt',
        body: [
          `Die Geschäftsführung der ${company.name}; die Inhalte dieser Website sind in niederländischer Sprache verfasst.`,
        ],
      },
      {
        heading: 'Streitbeilegung',
        body: [
          'Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        ],
      },
    ],
  };
}
