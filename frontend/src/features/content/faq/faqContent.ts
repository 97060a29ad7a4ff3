import { INVITE_VALID_DAYS, limits, type MessageKey } from '@wl/contracts';
import type { Prose } from '../legal/prose.js';

export interface FaqItem {
  id: string;
  question: string;
  /** Paragraphs; `[text](/path)` is a link (prose.ts). */
  answer: Prose;
}

export interface FaqSection {
  id: string;
  title: MessageKey;
  items: FaqItem[];
}

/** What the answers fill in from the site configuration. */
export interface FaqSite {
  product: string;
  supportEmail: string;
  /** The lot-drawing section shows only where lot drawing is on. */
  drawLotsEnabled: boolean;
}

/** The server's limit of a picture, as the answer about pictures states it (4 MB). */
const imageMegabytes = limits.imageBytes / (1024 * 1024);

/**
 * The FAQ (spec 02 §2.7). Every answer states what this product does (docs/content.md "FAQ and legal pages" says
 * where the code keeps each promise); change the answer together with the code.
 */
export function faqSections({ product, supportEmail, drawLotsEnabled }: FaqSite): FaqSection[] {
  const mail = `[${supportEmail}](mailto:${supportEmail})`;
  return [
    {
      id: 'account',
      title: 'faq.section.account',
      items: [
        {
          id: 'wachtwoord-vergeten',
          question: 'Ik ben mijn wachtwoord vergeten. Wat nu?',
          answer: [
            'Kies [Wachtwoord vergeten](/account/forgotpassword) en vul je e-mailadres in. Je krijgt een mail met een link om een nieuw wachtwoord te kiezen.',
            'Die link werkt twee uur en maar één keer. Vroeg je er meer dan één aan, dan werkt alleen de nieuwste. Met je nieuwe wachtwoord word je op al je andere toestellen afgemeld.',
          ],
        },
        {
          id: 'account-verwijderen',
          question: 'Hoe verwijder ik mijn account?',
          answer: [
            `Ga naar je [profiel](/account) en kies onderaan „Account verwijderen”. Heb je een wachtwoord, dan vragen we het nog eens ter bevestiging.`,
            `Je lijstjes, hun kadootjes en foto's worden meteen mee verwijderd, en de lootjes die je zelf organiseerde ook. Wat er met je gegevens gebeurt, lees je in de [privacyverklaring](/voorwaarden/privacy).`,
          ],
        },
        {
          id: 'account-om-af-te-strepen',
          question: 'Heb ik een account nodig om een kadootje af te strepen?',
          answer: [
            'Nee. Kies „Afstrepen” bij het kadootje en vul alleen je e-mailadres in. Je krijgt een mail met een link waarmee je het afstrepen later ongedaan kan maken: bewaar die mail dus goed.',
            `Wil je daarna zelf een ${product} maken? Kies in je [profiel](/account) een wachtwoord, dan wordt het een volwaardige account. Heb je al een account, meld je dan gewoon aan en streep af.`,
          ],
        },
        {
          id: 'e-mail-niet-gevonden',
          question: 'Ik vind jullie e-mail niet terug.',
          answer: [
            'Kijk eerst in je map met ongewenste mail of reclame. Zit de mail daar, markeer hem dan als „geen spam”: dan komen onze volgende mails wel in je inbox.',
            `Is de mail na een kwartier nog niet aangekomen, controleer dan of je e-mailadres in je [profiel](/account) juist is en vraag de mail opnieuw aan. Lukt het nog altijd niet, mail ons dan op ${mail}.`,
          ],
        },
      ],
    },
    {
      id: 'afstrepen',
      title: 'faq.section.cross_off',
      items: [
        {
          id: 'afgestreepte-kadootjes-bekijken',
          question: 'Waar zie ik welke kadootjes ik afgestreept heb?',
          answer: [
            'Ben je aangemeld, dan staan ze allemaal onder [Afgestreept](/crossedoff) in het menu. Daar kan je het afstrepen ook ongedaan maken.',
            'Streepte je af met alleen je e-mailadres, gebruik dan de link uit de bevestigingsmail.',
          ],
        },
        {
          id: 'afstrepen-op-eigen-lijst',
          question: `Kan ik zelf kadootjes afstrepen op mijn eigen ${product}?`,
          answer: [
            `Nee, dat kan niet: wat er op je eigen ${product} afgestreept wordt, blijft een verrassing voor jou. Dat geldt ook voor wie je ${product} mee beheert.`,
            `Heb je iets al gekregen of zelf gekocht? Verwijder het kadootje dan gewoon van je ${product}.`,
          ],
        },
        {
          id: 'afgestreept-zien-als-eigenaar',
          question: `Zie ik wat er op mijn ${product} afgestreept is?`,
          answer: [
            `Standaard niet, zodat de verrassing blijft. Wil je het toch weten, zet dan bij de instellingen van je ${product} „Toon mij welke kadootjes al afgestreept zijn” aan. Wie iets afstreepte, zie je nooit.`,
          ],
        },
      ],
    },
    {
      id: 'mijn-lijst',
      title: 'faq.section.my_list',
      items: [
        {
          id: 'oude-lijst-verwijderen',
          question: `Hoe verwijder ik een oud ${product}?`,
          answer: [
            `Meld je aan, open je ${product} en kies bij de instellingen „Dit ${product} verwijderen”. Alleen wie het ${product} gemaakt heeft, kan het verwijderen.`,
            `Kan je niet meer aanmelden op de account van dat oude ${product}, bijvoorbeeld omdat je het e-mailadres niet meer gebruikt? Mail ons dan op ${mail} met het adres van het ${product} (het deel na de /) en we zoeken samen met jou een oplossing.`,
          ],
        },
        {
          id: 'kadootje-verwijderen',
          question: 'Hoe verwijder ik een kadootje?',
          answer: [
            `Open je ${product} en kies „Verwijderen” bij het kadootje; we vragen het nog eens voor we het wissen. Wil je in één keer helemaal opnieuw beginnen, dan vind je bij de instellingen „Alle kadootjes verwijderen”.`,
          ],
        },
        {
          id: 'kadootje-zonder-webwinkel',
          question: 'Kan ik een kadootje toevoegen dat je niet online kan kopen?',
          answer: [
            'Ja. De link naar een webwinkel is niet verplicht: beschrijf het kadootje gewoon in je eigen woorden, bijvoorbeeld „een dagje uit naar zee” of „zelfgebreide sokken”. Zet er gerust een foto bij, zodat je bezoekers zien wat je bedoelt.',
          ],
        },
        {
          id: 'eigen-afbeelding',
          question: 'Kan ik een eigen afbeelding gebruiken?',
          answer: [
            `Ja, bij elk kadootje en voor je ${product} zelf. Kies gewoon een foto of afbeelding die je toestel kan openen, bijvoorbeeld JPEG, PNG of WebP. Je browser zet ze rechtop, verkleint ze tot hoogstens ${limits.imageSide} bij ${limits.imageSide} pixels en stuurt ze als PNG van hoogstens ${imageMegabytes} MB; wat een foto verder meedraagt, zoals de plaats waar ze genomen is, gaat niet mee. Zet je een kadootje of ${product} later zonder foto, dan is die foto ook voor je bezoekers weg.`,
          ],
        },
        {
          id: 'meerdere-beheerders',
          question: `Kunnen we met meer mensen één ${product} beheren?`,
          answer: [
            `Ja. Kies bij de instellingen van je ${product} „Eigenaars” en nodig iemand uit. Je krijgt een link die je zelf doorstuurt; hij werkt ${INVITE_VALID_DAYS} dagen en maar één keer. Wie hem aanvaardt, heeft een account nodig en kan daarna alles op het ${product} aanpassen.`,
            `Alleen wie het ${product} gemaakt heeft, kan eigenaars uitnodigen en verwijderen, en het ${product} verwijderen.`,
          ],
        },
        {
          id: 'zien-vrienden-mijn-lijst',
          question: `Zien mijn vrienden mijn ${product}?`,
          answer: [
            `Dat kies je zelf bij „Wie mag je ${product} zien?”: openbaar (iedereen met de link), open met een vraag (wie je vraag juist beantwoordt) of privé (alleen jij en wie het mee beheert). Een nieuw ${product} is openbaar, maar niet te vinden via [Lijst zoeken](/list/search) tot je dat zelf aanzet.`,
            `Wie je ${product} bij zijn vrienden zet, kan het alleen zien zolang je instellingen dat toelaten.`,
          ],
        },
      ],
    },
    ...(drawLotsEnabled ? [lotsSection(product)] : []),
    {
      id: 'privacy',
      title: 'faq.section.privacy',
      items: [
        {
          id: 'gegevens-verwijderen-en-downloaden',
          question: 'Hoe download of verwijder ik mijn persoonlijke gegevens?',
          answer: [
            `In je [profiel](/account) staat „Download mijn gegevens”: je krijgt één bestand met alles wat we over jou bewaren, van je account en je lijstjes tot je berichten en lootjes. Met „Download met foto's (zip)” krijg je je foto's erbij. Dat kan een paar keer per dag.`,
            `Verwijder je je account, dan maken we je persoonlijke gegevens meteen onleesbaar en verdwijnen je lijstjes en foto's. Uit onze back-ups is alles binnen één jaar weg. Meer staat in de [privacyverklaring](/voorwaarden/privacy).`,
          ],
        },
        {
          id: 'cookies',
          question: 'Welke cookies gebruiken jullie?',
          answer: [
            'Alleen functionele en analytische cookies, nooit cookies voor reclame of om je over andere websites te volgen. Vandaag is dat één functionele cookie: de sessiecookie, die onthoudt of je aangemeld bent en je formulieren tegen misbruik beschermt. Hij verloopt na hoogstens 30 dagen.',
          ],
        },
        {
          id: 'beveiligingsprobleem-melden',
          question: 'Ik vond een beveiligingsprobleem. Hoe meld ik het?',
          answer: [
            `Fijn dat je het meldt! Mail ons op ${mail} met wat je vond en hoe we het kunnen nagaan. Gebruik daarbij alleen je eigen account en gegevens, en maak het probleem niet openbaar voor we het opgelost hebben. We antwoorden je zo snel mogelijk en houden je op de hoogte. Lees ook [hoe we je gegevens beveiligen](/voorwaarden/veiligheid).`,
          ],
        },
      ],
    },
    {
      id: 'overig',
      title: 'faq.section.misc',
      items: [
        {
          id: 'commercieel-gebruik',
          question: 'Mag ik Verlanglijstje gebruiken voor mijn bedrijf of winkel?',
          answer: [
            `Verlanglijstje is gemaakt voor persoonlijk gebruik: voor je eigen wensen, die van je gezin of je vrienden. Reclame maken, lijstjes vullen met producten om te verkopen of adressen verzamelen mag niet (zie de [gebruiksvoorwaarden](/voorwaarden/gebruiksvoorwaarden)). Heb je een idee om samen te werken, mail ons dan op ${mail}.`,
          ],
        },
      ],
    },
  ];
}

/** Lot drawing (docs/lots.md): how a draw works, what stays secret, questions and answers, a redo. */
function lotsSection(product: string): FaqSection {
  return {
    id: 'lootjes',
    title: 'faq.section.lots',
    items: [
      {
        id: 'lootjes-trekken',
        question: 'Hoe trek ik lootjes?',
        answer: [
          `Kies [Lootjes trekken](/lootjestrekken) en volg de stappen: een titel, eventueel een budget en een datum, de deelnemers (vrienden of mensen met hun e-mailadres, minstens ${limits.lotParticipantsMin}) en wie wie niet mag trekken, bijvoorbeeld partners.`,
          'Na de trekking krijgt iedereen een mail met een link naar zijn eigen lootje. Een account is daarvoor niet nodig.',
        ],
      },
      {
        id: 'lootjes-geheim',
        question: 'Kan de organisator zien wie wie trok?',
        answer: [
          'Nee. Alleen wie een lootje trok, ziet wie erop staat. De organisator ziet per deelnemer of het lootje bekeken is en of er een lijstje gekoppeld is, maar niet wie wie trok.',
          'Met veel uitsluitingen blijven er soms weinig mogelijke trekkingen over, zodat je kan afleiden wie wie trok. Dan waarschuwen we vóór de trekking.',
        ],
      },
      {
        id: 'lootjes-lijstje-koppelen',
        question: `Hoe ziet wie mij trok wat ik wens?`,
        answer: [
          `Open je lootje en koppel er een ${product} aan. Wie jou trok, ziet het dan meteen op zijn lootje. Een privé ${product} kan je niet koppelen: maak het eerst zichtbaar.`,
        ],
      },
      {
        id: 'lootjes-anonieme-vraag',
        question: 'Kan ik een vraag stellen aan wie ik trok, of antwoorden op een vraag?',
        answer: [
          `Ja. Op je lootje kies je „Stel … een anonieme vraag”: wie je trok krijgt ze per mail, zonder te weten van wie ze komt. Je kan ${limits.lotQuestionsPerDay} vragen per dag stellen.`,
          'Krijg je zo een vraag, dan antwoord je via de link in de mail of op je eigen lootje. Je komt niet te weten wie vroeg; die persoon ziet je antwoord op zijn lootje en krijgt het per mail.',
        ],
      },
      {
        id: 'lootjes-opnieuw',
        question: 'Iemand doet niet mee of er klopt iets niet. Kan ik opnieuw trekken?',
        answer: [
          'Ja. Als organisator kies je „Opnieuw trekken”: je past de deelnemers en uitsluitingen aan en trekt opnieuw. Iedereen krijgt dan een nieuw lootje per mail; de oude lootjes gelden niet meer. Gekoppelde lijstjes blijven gekoppeld.',
        ],
      },
    ],
  };
}
