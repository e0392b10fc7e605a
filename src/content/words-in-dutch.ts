// The content model's words in Dutch, for the editor in Dutch (src/core/editor-language.ts):
// each English word the model declares or makes (a form's name, a field's label and hint, an
// entry's name, what a value must be) with its Dutch, as a translator keeps a glossary. Read
// through ./words.ts (`modelWord`), never directly. A word of the model without its Dutch
// here, or a Dutch word here the model no longer has, fails ./words-in-dutch.test.ts, which
// lists them. The interface texts' labels made from their keys ("Get in touch") are here too:
// a key a developer adds fails that test until its label has its Dutch.

/**
 * Words made by a rule (a folder, a list of choices, a form of texts, an entry without a
 * summary): the first rule that matches; `word` gives a word of the table inside it.
 */
export const dutchRules: Array<
  [RegExp, (word: (english: string) => string, ...parts: string[]) => string]
> = [
  [/^one of (.+)$/, (_, choices) => `een van ${choices}`],
  [
    /^the path of a picture in (\S+), such as (\S+)$/,
    (_, folder, example) => `het pad van een afbeelding in ${folder}, zoals ${example}`,
  ],
  [/^Texts: (.+)$/, (word, namespace) => `Teksten: ${word(namespace)}`],
  [/^Entry (\d+)$/, (_, number) => `Item ${number}`],
];

export const dutchWords: Record<string, string> = {
  // A list's summary's own words (the terms' versions).
  'Version in force from': 'Versie geldig vanaf',
  // The forms (a data file's, an interface texts namespace's).
  About: 'Over ons',
  Badges: 'Badges',
  Company: 'Bedrijf',
  Home: 'Home',
  Hubs: 'Hubs',
  'News links': 'Nieuwslinks',
  Partners: 'Partners',
  'Service highlights': 'Uitgelichte diensten',
  Services: 'Diensten',
  Stats: 'Cijfers',
  Terms: 'Voorwaarden',
  Common: 'Algemeen',
  Contact: 'Contact',
  'Not found': 'Niet gevonden',

  // An entry of each form.
  'about page': 'over-onspagina',
  badge: 'badge',
  'company details': 'bedrijfsgegevens',
  'home page': 'homepagina',
  'home service card': 'dienstkaart op de homepagina',
  hub: 'hub',
  'news link': 'nieuwslink',
  partner: 'partner',
  service: 'dienst',
  stat: 'cijfer',
  version: 'versie',
  article: 'artikel',
  // One entry of a list of texts.
  line: 'regel',
  paragraph: 'alinea',
  point: 'punt',
  reason: 'reden',

  // Fields.
  'About section: heading': 'Over-ons-blok: kop',
  'About section: points': 'Over-ons-blok: punten',
  'About section: text': 'Over-ons-blok: tekst',
  Advanced: 'Geavanceerd',
  'Airport code': 'Luchthavencode',
  'Airport name': 'Naam van de luchthaven',
  'Analytics script': 'Analysescript',
  'Article number': 'Artikelnummer',
  'Article title': 'Titel van het artikel',
  Articles: 'Artikelen',
  'Brand name': 'Merknaam',
  'Chamber of Commerce number (KvK)': 'KvK-nummer',
  City: 'Plaats',
  'Countries served': 'Landen die we bedienen',
  'Country code': 'Landcode',
  'Country, as written under the address': 'Land, zoals onder het adres geschreven',
  'Counts the list of': 'Telt de lijst van',
  Days: 'Dagen',
  Description: 'Beschrijving',
  'E-mail address': 'E-mailadres',
  Heading: 'Kop',
  Hours: 'Uren',
  Icon: 'Pictogram',
  'In force from': 'Geldig vanaf',
  Introduction: 'Inleiding',
  'Introduction under the title': 'Inleiding onder de titel',
  'Legal name': 'Statutaire naam',
  Logo: 'Logo',
  'Main headline': 'Hoofdkop',
  'Map on the contact page': 'Kaart op de contactpagina',
  Name: 'Naam',
  'Network section: introduction': 'Netwerkblok: inleiding',
  Number: 'Nummer',
  'Opening hours': 'Openingstijden',
  'Our mission': 'Onze missie',
  'Our vision': 'Onze visie',
  Paragraphs: 'Alinea’s',
  Phone: 'Telefoon',
  Photo: 'Foto',
  'Photo description': 'Beschrijving van de foto',
  Picture: 'Afbeelding',
  'Picture description': 'Beschrijving van de afbeelding',
  'Postal address': 'Postadres',
  'Postal code': 'Postcode',
  'Service it links to': 'Dienst waarnaar het linkt',
  'Short description': 'Korte beschrijving',
  'Sign after the number': 'Teken na het getal',
  'Street and number': 'Straat en huisnummer',
  Text: 'Tekst',
  'Text under the main headline': 'Tekst onder de hoofdkop',
  'Text under the number': 'Tekst onder het getal',
  Title: 'Titel',
  'Web address': 'Webadres',
  'Web address name': 'Naam in het webadres',
  'What it includes': 'Wat erbij hoort',
  'Why choose us': 'Waarom voor ons kiezen',
  'Year founded': 'Opgericht in',

  // Interface texts whose key says little (./words.ts, textWords).
  'Learn More, read aloud': 'Lees meer, voorgelezen',
  'Skip to content link': 'Link naar de inhoud',
  'Page names': 'Paginanamen',
  'Page descriptions': 'Paginabeschrijvingen',
  'Shared links': 'Gedeelde links',
  'Share picture description': 'Beschrijving van de deelafbeelding',
  'Line above the headline': 'Regel boven de hoofdkop',
  'Badges, read aloud': 'Badges, voorgelezen',
  'Line above the heading': 'Regel boven de kop',
  'Hubs heading': 'Kop boven de hubs',
  'Pause button': 'Pauzeknop',
  'Features heading': 'Kop boven de kenmerken',
  'Call to action at the bottom': 'Oproep onderaan',
  'Page number in the PDF': 'Paginanummer in de pdf',

  // Interface texts labelled from their keys (./words.ts, textWordsOf: `hoursHeading` → "Hours heading").
  Actions: 'Knoppen',
  Address: 'Adres',
  Article: 'Artikel',
  Button: 'Knop',
  'Call us': 'Bel ons',
  'Close menu': 'Menu sluiten',
  'Company heading': 'Kop bedrijf',
  'Contact details': 'Contactgegevens',
  'Contact heading': 'Kop contact',
  'Contact us': 'Neem contact op',
  Contents: 'Inhoud',
  Copyright: 'Copyright',
  'Details heading': 'Kop gegevens',
  Directions: 'Routebeschrijving',
  Download: 'Downloaden',
  'Earlier note': 'Opmerking bij een eerdere versie',
  'Earlier notice': 'Melding bij een eerdere versie',
  'Earlier versions': 'Eerdere versies',
  Email: 'E-mail',
  'Email us': 'Mail ons',
  Footer: 'Voet van de pagina',
  'Get in touch': 'Contact opnemen',
  'Get quote': 'Offerte aanvragen',
  'Go home': 'Naar de homepagina',
  Header: 'Kop van de pagina',
  Hero: 'Openingsblok',
  'Home link': 'Link naar de homepagina',
  'Hours heading': 'Kop openingstijden',
  Intro: 'Inleiding',
  'Intro heading': 'Kop inleiding',
  Language: 'Taal',
  'Language note': 'Opmerking over de taal',
  'Learn more': 'Meer weten',
  'Main nav': 'Hoofdmenu',
  'Map coming soon': 'Kaart volgt',
  'Map title': 'Titel van de kaart',
  Menu: 'Menu',
  Mission: 'Missie',
  Network: 'Netwerk',
  'News heading': 'Kop nieuws',
  'Next version': 'Volgende versie',
  'Open menu': 'Menu openen',
  'Opens in new tab': 'Opent in een nieuw tabblad',
  Registration: 'Inschrijving',
  Theme: 'Thema',
  'Upcoming notice': 'Melding bij een komende versie',
  Version: 'Versie',
  'View services': 'Diensten bekijken',
  Vision: 'Visie',

  // Hints.
  '1, 2, 3, … in order, without gaps.': '1, 2, 3, … op volgorde, zonder gaten.',
  'A PNG with a transparent background, about 300 × 100 pixels.':
    'Een PNG met een transparante achtergrond, ongeveer 300 × 100 pixels.',
  'As in the header and every page title.': 'Zoals in de kop en elke paginatitel.',
  'As registered, such as "Noordvliet Cargo B.V."; named in the footer and the general conditions.':
    'Zoals ingeschreven, bijvoorbeeld "Noordvliet Cargo B.V."; genoemd in de voettekst en de algemene voorwaarden.',
  'Choose each by name; shown to search engines as the area the company serves.':
    'Kies elk bij naam; zoekmachines zien het als het gebied dat het bedrijf bedient.',
  'Instead of a number: the counter shows how many there are, and follows the list.':
    'In plaats van een getal: de teller toont hoeveel er zijn, en volgt de lijst.',
  'Leave the list empty to show none.': 'Laat de lijst leeg om er geen te tonen.',
  'One or two sentences on the card.': 'Een of twee zinnen op de kaart.',
  'One or two sentences under the brand name in the footer of every page.':
    'Een of twee zinnen onder de merknaam in de voettekst van elke pagina.',
  'One paragraph each.': 'Elk één alinea.',
  'One reason each.': 'Elk één reden.',
  'One short point each.': 'Elk één kort punt.',
  'Read aloud to blind visitors in place of the logo.':
    'Voorgelezen aan blinde bezoekers in plaats van het logo.',
  'Such as "08:00–18:00".': 'Zoals "08:00–18:00".',
  'Such as "Air Cargo News".': 'Zoals "Air Cargo News".',
  'Such as "Amsterdam Schiphol".': 'Zoals "Amsterdam Schiphol".',
  'Such as "Monday to Friday".': 'Zoals "maandag tot en met vrijdag".',
  'Such as +; leave empty for none.': 'Zoals +; laat leeg voor geen.',
  'Such as 1118 AB.': 'Zoals 1118 AB.',
  'Such as 2006.': 'Zoals 2006.',
  'Such as Pakhuisweg 12.': 'Zoals Pakhuisweg 12.',
  'The address of the map to embed (from the map service\'s "Share → Embed"), starting with https://; empty shows "Map coming soon".':
    'Het adres van de kaart om in te sluiten (uit "Delen → Insluiten" van de kaartdienst), beginnend met https://; leeg toont "Kaart volgt binnenkort".',
  'The big words at the top of the home page, one line each.':
    'De grote woorden bovenaan de homepagina, elk op één regel.',
  'The card’s Learn More leads to this service on the services page.':
    'Lees meer op de kaart leidt naar deze dienst op de dienstenpagina.',
  'The day this version takes effect. A new version starts as a copy of the newest: give it a date ahead and change the copy. Never change a version whose date has come: it is the text clients agreed to.':
    'De dag waarop deze versie ingaat. Een nieuwe versie begint als kopie van de nieuwste: geef haar een datum in de toekomst en wijzig de kopie. Wijzig nooit een versie waarvan de datum is aangebroken: het is de tekst waarmee klanten instemden.',
  'The figure the counter counts up to, such as 100. Leave empty when it counts a list.':
    'Het getal waartoe de teller optelt, zoals 100. Laat leeg als hij een lijst telt.',
  "The host's page-view counter, such as /_vercel/insights/script.js.":
    'De paginateller van de host, zoals /_vercel/insights/script.js.',
  'The name of the service, such as "Customs clearance".':
    'De naam van de dienst, zoals "Douane-inklaring".',
  'The small drawing shown beside it, chosen from the site’s own icons.':
    'De kleine tekening ernaast, gekozen uit de eigen pictogrammen van de site.',
  'The wide photo at the top; a landscape photo works best.':
    'De brede foto bovenaan; een liggende foto werkt het best.',
  'What the photo shows, read aloud to blind visitors, such as "Cargo handlers loading a freighter at dusk".':
    'Wat de foto toont, voorgelezen aan blinde bezoekers, zoals "Vrachtafhandelaars laden een vrachtvliegtuig in de schemering".',
  'What the picture shows, read aloud to blind visitors.':
    'Wat de afbeelding toont, voorgelezen aan blinde bezoekers.',
  'For developers: change these only if you know why; a wrong value can break links or the site.':
    'Voor ontwikkelaars: wijzig deze alleen als u weet waarom; een verkeerde waarde kan links of de site breken.',
  'The first thing a screen reader or a keyboard meets on every page.':
    'Het eerste wat een schermlezer of een toetsenbord op elke pagina tegenkomt.',
  'In the browser tab and as the title in search results.':
    'In het browsertabblad en als titel in zoekresultaten.',
  'The line under the title in search results: one or two sentences.':
    'De regel onder de titel in zoekresultaten: een of twee zinnen.',
  "Describes the picture shown with a shared link, read aloud to blind visitors; {{brand}} becomes the company's name.":
    'Beschrijft de afbeelding bij een gedeelde link, voorgelezen aan blinde bezoekers; {{brand}} wordt de naam van het bedrijf.',
  'Names the row of badges for screen readers.': 'Noemt de rij badges voor schermlezers.',
  'The button that stops the moving logos.': 'De knop die de bewegende logo’s stilzet.',
  'Above each service\'s list of what it includes, such as "Includes".':
    'Boven de lijst van wat bij elke dienst hoort, zoals "Inclusief".',
  'Keep {{page}} and {{pages}}: they become the numbers, as in "Page 2 of 5".':
    'Laat {{page}} en {{pages}} staan: ze worden de getallen, zoals in "Pagina 2 van 5".',
  'Added after "Learn More" for screen readers, such as "about our services".':
    'Na "Lees meer" toegevoegd voor schermlezers, zoals "over onze diensten".',
  'Added after "Learn More" for screen readers, such as "about us".':
    'Na "Lees meer" toegevoegd voor schermlezers, zoals "over ons".',

  // What a value must be (the validator's words, and a formatted field's hint).
  'a date written year-month-day, such as 2026-01-01':
    'een datum als jaar-maand-dag, zoals 2026-01-01',
  'a list of articles, each with number, title and paragraphs':
    'een lijst van artikelen, elk met nummer, titel en alinea’s',
  'a list of opening hours, each with days and time (or [] for none)':
    'een lijst van openingstijden, elk met dagen en uren (of [] voor geen)',
  'a list of texts': 'een lijst van teksten',
  'a list of texts, each in English and Dutch ({ en: "…", nl: "…" })':
    'een lijst van teksten, elk in het Engels en het Nederlands ({ en: "…", nl: "…" })',
  'a list of two-letter country codes, such as [NL, BE, DE]':
    'een lijst van landcodes van twee letters, zoals [NL, BE, DE]',
  'a path on this site, starting with /': 'een pad op deze site, beginnend met /',
  'a phone number in international form, such as +31 20 123 4567':
    'een telefoonnummer in internationale vorm, zoals +31 20 123 4567',
  'a text': 'een tekst',
  'a text in English and Dutch, written as  en: …  and  nl: …':
    'een tekst in het Engels en het Nederlands, geschreven als  en: …  en  nl: …',
  'a three-letter airport code in capitals, such as AMS':
    'een luchthavencode van drie hoofdletters, zoals AMS',
  'a two-letter country code in capitals, such as NL':
    'een landcode van twee hoofdletters, zoals NL',
  'a web address starting with https://': 'een webadres dat begint met https://',
  'a web address starting with https://, or empty': 'een webadres dat begint met https://, of leeg',
  'a whole number, such as 20': 'een geheel getal, zoals 20',
  'an address with street, postalCode, city and countryCode':
    'een adres met street, postalCode, city en countryCode',
  'an e-mail address, such as info@example.com': 'een e-mailadres, zoals info@example.com',
  'eight digits, such as 81234567': 'acht cijfers, zoals 81234567',
  'lowercase words joined by hyphens, such as "cold-storage"':
    'woorden in kleine letters met streepjes ertussen, zoals "cold-storage"',
  'A phone number in international form, such as +31 20 123 4567.':
    'Een telefoonnummer in internationale vorm, zoals +31 20 123 4567.',
  'A three-letter airport code in capitals, such as AMS.':
    'Een luchthavencode van drie hoofdletters, zoals AMS.',
  'A two-letter country code in capitals, such as NL.':
    'Een landcode van twee hoofdletters, zoals NL.',
  'A web address starting with https://.': 'Een webadres dat begint met https://.',
  'An e-mail address, such as info@example.com.': 'Een e-mailadres, zoals info@example.com.',
  'Eight digits, such as 81234567.': 'Acht cijfers, zoals 81234567.',
  'Lowercase words joined by hyphens, such as "cold-storage".':
    'Woorden in kleine letters met streepjes ertussen, zoals "cold-storage".',

  // What a reference that names no entry breaks (the check's words).
  'its Learn More link would lead nowhere': 'de link Lees meer zou nergens heen leiden',
};
