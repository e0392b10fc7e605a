// The general conditions' own rules (data/terms.yaml, ./schemas.ts): its versions listed
// newest first, each with its articles numbered 1, 2, 3, … and one of them in force today;
// and, where the stored versions are known (a save in the editor), a version whose date has
// come kept as it was, for the shipments it governed. ./terms.ts chooses the one in force.
import type { Entry, FileRule, RuleFinding } from './rules';
import { termsTimeline } from './terms';

/** The versions in order, their articles numbered, one in force today. */
export const termsInOrder: FileRule = ({ entries, today }) => {
  const found: RuleFinding[] = [];
  entries.forEach((version, index) => {
    const articles = version.articles as Entry[];
    if (articles.length === 0)
      found.push({
        index,
        field: ['articles'],
        says: {
          en: () => 'field "articles" must list at least one article, found none',
          nl: () => 'veld "articles" moet minstens één artikel bevatten, gevonden: geen',
        },
      });
    articles.forEach((article, number) => {
      if (article.number !== number + 1)
        found.push({
          index,
          field: ['articles', number, 'number'],
          says: {
            en: (w) =>
              `the ${w.ordinal(number + 1)} article's field "number" must be ${number + 1}, found the number ${String(article.number)} (articles are numbered 1, 2, 3, … in order, without gaps or repeats)`,
            nl: (w) =>
              `veld "number" van het ${w.ordinal(number + 1)} artikel moet ${number + 1} zijn, gevonden: het getal ${String(article.number)} (artikelen zijn genummerd 1, 2, 3, … op volgorde, zonder gaten of herhalingen)`,
          },
        });
    });
    const above = entries[index - 1]?.effective;
    if (typeof above === 'string' && String(version.effective) > above)
      found.push({
        index,
        field: ['effective'],
        says: {
          en: () =>
            `the versions must be listed newest first, found ${String(version.effective)} below ${above} (move this version to the top of the file)`,
          nl: () =>
            `de versies moeten met de nieuwste eerst staan, gevonden: ${String(version.effective)} onder ${above} (zet deze versie bovenaan het bestand)`,
        },
      });
  });
  const dates = entries.map((version) => String(version.effective));
  if (!termsTimeline(dates, today)) {
    const oldest = dates.indexOf([...dates].sort()[0]);
    found.push({
      index: oldest,
      field: ['effective'],
      says: {
        en: (w) =>
          `no version is in force today (${w.date(today)}): the oldest takes effect on ${w.date(dates[oldest])}, and the site must show the conditions that apply now`,
        nl: (w) =>
          `vandaag (${w.date(today)}) geldt geen enkele versie: de oudste gaat in op ${w.date(dates[oldest])}, en de site moet de voorwaarden tonen die nu gelden`,
      },
    });
  }
  return found;
};

/**
 * A version whose date has come is the text clients agreed to: a change keeps it, as it was,
 * and adds no version dated before today. (Checked where the stored versions are known.)
 */
export const termsInForceKept: FileRule = ({ entries, today, stored }) => {
  if (!stored) return [];
  const found: RuleFinding[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const storedDates = new Set(stored.map((version) => String(version.effective)));
  entries.forEach((version, index) => {
    const date = String(version.effective);
    if (!storedDates.has(date) && date < today)
      found.push({
        index,
        field: ['effective'],
        says: {
          en: (w) =>
            `a new version cannot take effect before today (${w.date(today)}): shipments already agreed were agreed under the version then in force`,
          nl: (w) =>
            `een nieuwe versie kan niet vóór vandaag (${w.date(today)}) ingaan: zendingen die al zijn afgesproken, zijn afgesproken onder de versie die toen gold`,
        },
      });
  });
  for (const version of stored) {
    const date = String(version.effective);
    if (!(date <= today)) continue;
    const index = entries.findIndex((entry) => String(entry.effective) === date);
    if (index === -1)
      found.push({
        field: [],
        says: {
          en: (w) =>
            `the version in force from ${w.date(date)} (${date}) was removed or its date changed; a version whose date has come stays as it is, for the shipments it governed (add a new version instead)`,
          nl: (w) =>
            `de versie die geldt vanaf ${w.date(date)} (${date}) is verwijderd of haar datum is gewijzigd; een versie waarvan de datum is aangebroken blijft zoals ze is, voor de zendingen waarvoor ze gold (voeg in plaats daarvan een nieuwe versie toe)`,
        },
      });
    else if (!same(entries[index].articles, version.articles))
      found.push({
        index,
        field: ['articles'],
        says: {
          en: (w) =>
            `this version is in force from ${w.date(date)} and cannot be changed: it is the text clients agreed to. To change the conditions, add a new version on top (Add version) with the date it takes effect`,
          nl: (w) =>
            `deze versie geldt vanaf ${w.date(date)} en kan niet gewijzigd worden: het is de tekst waarmee klanten instemden. Om de voorwaarden te wijzigen, voegt u bovenaan een nieuwe versie toe (Voeg versie toe) met de datum waarop ze ingaat`,
        },
      });
  }
  return found;
};
