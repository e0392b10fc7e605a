// The content check itself, the same code in every place that checks: `npm run validate`
// and every build read the working tree (gatsby/content/validate.ts); the content editor
// bundles this module and reads its backend, with the files a save would write (src/admin/).
// Nothing here reads a file but through the ContentSource it is given.
import { z } from 'zod';
import { type Language, defaultLanguage, languageName, languages } from '../core/languages';
import { type EditorLanguage, type Said, editorLanguages } from '../core/editor-language';
import { imageProblem } from './images';
import { checkLocales } from './locales';
import { closest, describeField, describeFound, expectedAt, namesAt } from './describe';
import { type FieldDescription, describeFields, groupSchema } from './fields';
import type { Problem, ValidationReport } from './problem';
import { type ContentFile, contentFiles } from './schemas';
import { dataPlace } from './places';
import { type ContentSource, joinPath } from './source';
import { PICTURE_NAME_RULE, contentKind, isContentFile, notAFileOfTheSite } from './content-files';
import { readYaml } from './yaml';
import { modelWord } from './words';
import { formatLegalDate, legalToday, termsTimeline } from './terms';

type Entry = Record<string, unknown>;

export interface CheckOptions {
  /** The day (year-month-day) the conditions in force are chosen for; today in Amsterdam. */
  today?: string;
  /**
   * The content before the change being checked (the editor's stored files): a version of the
   * conditions in force, or earlier, must stay as it was.
   */
  before?: ContentSource;
}

/** A content file that read and matched its model, for the checks across files. */
interface ParsedFile {
  spec: ContentFile;
  entries: Entry[];
}

/**
 * Checks every content file in data/ and every locale file against the content model and
 * reports all problems at once, each naming the file, the entry, the field, what was
 * expected and what was found.
 */
export async function checkContent(
  source: ContentSource,
  { today = legalToday(), before }: CheckOptions = {},
): Promise<ValidationReport> {
  const report: ValidationReport = { errors: [], warnings: [] };
  const parsed: ParsedFile[] = [];
  const present = (await source.listContent?.()) ?? [];
  for (const file of present)
    if (!isContentFile(file)) report.errors.push({ message: notAFileOfTheSite(file) });
  for (const spec of contentFiles) {
    const file = await checkFile(source, spec, report);
    if (file) parsed.push(file);
  }
  await checkImages(source, parsed, present, report);
  checkAcrossFiles(parsed, today, report);
  const terms = parsed.find(({ spec }) => spec.file === 'terms.yaml');
  if (terms && before) checkTermsChange(terms, await storedVersions(before), today, report);
  await checkLocales(source, report);
  return report;
}

const relative = (spec: ContentFile) => `data/${spec.file}`;

/** The check's words for places and values in one language of the editor. */
interface Words {
  /** `2nd`, `2e`. */
  ordinal(n: number): string;
  /** `service "customs"`, `the 2nd service from the top`. */
  entry(spec: ContentFile, entry: unknown, index: number): string;
  /** What a value must be: the model's words. */
  expected(english: string): string;
  /** `field "features", item 2`. */
  field(path: ReadonlyArray<PropertyKey>): string;
  /** `a single text ("…")`. */
  found(value: unknown): string;
  /** A site language's name: `Dutch`, `Nederlands`. */
  name(language: Language): string;
  /** A day of the conditions: `1 March 2026`, `1 maart 2026`. */
  date(day: string): string;
}

/** The identifying value of a list entry, as the check names it, if it has one. */
function idOf(spec: ContentFile, entry: unknown): string | number | undefined {
  const id =
    spec.idField && entry && typeof entry === 'object' ? (entry as Entry)[spec.idField] : undefined;
  if (typeof id === 'number') return id;
  // A day, as the build's YAML reader gives an unquoted one.
  if (id instanceof Date && !Number.isNaN(id.getTime())) return id.toISOString().slice(0, 10);
  if (typeof id === 'string' && id.trim()) return id;
  return undefined;
}

const wordsIn = (language: EditorLanguage, own: Pick<Words, 'ordinal' | 'entry'>): Words => ({
  ...own,
  expected: (english) => modelWord(english, language),
  field: (path) => describeField(path, language),
  found: (value) => describeFound(value, language),
  name: (site) => languageName(site, language),
  date: (day) => formatLegalDate(day, language),
});

const english: Words = wordsIn('en', {
  ordinal: (n) =>
    `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`,
  entry(spec, entry, index) {
    const id = idOf(spec, entry);
    if (typeof id === 'number') return `${spec.entryName} numbered ${id}`;
    if (id !== undefined) return `${spec.entryName} "${id}"`;
    return `the ${english.ordinal(index + 1)} ${spec.entryName} from the top`;
  },
});

const dutch: Words = wordsIn('nl', {
  ordinal: (n) => `${n}e`,
  entry(spec, entry, index) {
    const id = idOf(spec, entry);
    const name = modelWord(spec.entryName, 'nl');
    if (typeof id === 'number') return `${name} met nummer ${id}`;
    if (id !== undefined) return `${name} "${id}"`;
    return `de ${dutch.ordinal(index + 1)} ${name} van boven`;
  },
});

const checkWords: Record<EditorLanguage, Words> = { en: english, nl: dutch };

/** A finding in every language of the editor, each made with that language's words. */
const said = (make: Record<EditorLanguage, (words: Words) => string>): Said =>
  Object.fromEntries(
    editorLanguages.map((language) => [language, make[language](checkWords[language])]),
  ) as Said;

/** `data/services.yaml, service "customs"` (or just the file, for single-entry files). */
function where(spec: ContentFile, entries: unknown, index?: number, words = english): string {
  if (spec.shape === 'single' || index === undefined) return relative(spec);
  return `${relative(spec)}, ${words.entry(spec, (entries as unknown[])[index], index)}`;
}

/** A finding as a Problem: English its message, and in every language where one is made. */
const finding = (message: string | Said): Pick<Problem, 'message' | 'said'> =>
  typeof message === 'string' ? { message } : { message: message.en, said: message };

/** A problem in a data file: the entry `index` of a list (or the file), the field at `field`. */
const at = (
  spec: ContentFile,
  entries: unknown,
  index: number | undefined,
  field: PropertyKey[],
  message: string | Said,
): Problem => ({ ...finding(message), place: dataPlace(spec, entries, index, field) });

/** A problem with the whole file (missing, not YAML): its form is the place. */
const inFile = (spec: ContentFile, message: string) => at(spec, undefined, undefined, [], message);

function valueAt(data: unknown, keys: ReadonlyArray<PropertyKey>): unknown {
  return keys.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
}

async function checkFile(
  files: ContentSource,
  spec: ContentFile,
  report: ValidationReport,
): Promise<ParsedFile | null> {
  const source = await files.readText(relative(spec));
  if (source === undefined) {
    report.errors.push(inFile(spec, `${relative(spec)} is missing: the site needs this file`));
    return null;
  }
  const reading = readYaml(relative(spec), source);
  if (reading.problem !== undefined) {
    report.errors.push(inFile(spec, reading.problem));
    return null;
  }
  const data = reading.value;
  const checked = fileSchema(spec).safeParse(data);
  if (!checked.success) {
    report.errors.push(...checkValue(spec, data));
    return null;
  }
  // The values as the model reads them: a date as year-month-day, as the site shows it.
  const entries = (spec.shape === 'list' ? checked.data : [checked.data]) as Entry[];
  warnMissingTranslations(spec, entries, report);
  return { spec, entries };
}

/** The schema of a whole content file: its entry's fields, or a list of at least one entry. */
export function fileSchema(spec: ContentFile): z.ZodType {
  const entrySchema = groupSchema(spec.fields);
  return spec.shape === 'list' ? z.array(entrySchema).min(1) : entrySchema;
}

/**
 * A content file's value (its YAML, read) against the content model: each problem in the
 * validator's words, with its place. Empty when the value is what the site needs.
 */
export function checkValue(spec: ContentFile, data: unknown): Problem[] {
  const result = fileSchema(spec).safeParse(data);
  if (result.success) return [];
  const fields = describeFields(spec.fields);
  return result.error.issues.flatMap((issue) => describeIssue(spec, data, issue, fields));
}

function describeIssue(
  spec: ContentFile,
  data: unknown,
  issue: z.core.$ZodIssue,
  fields: FieldDescription[],
): Problem[] {
  if (spec.shape === 'list' && issue.path.length === 0) {
    return [
      inFile(
        spec,
        `${relative(spec)}: the file must be a list of ${spec.entryName} entries, each starting with "- ", found ${describeFound(data)}`,
      ),
    ];
  }
  const index = spec.shape === 'list' ? (issue.path[0] as number) : undefined;
  const fieldPath = spec.shape === 'list' ? issue.path.slice(1) : issue.path;
  const place = where(spec, data, index);
  const problem = (message: string | Said) => at(spec, data, index, fieldPath, message);

  if (issue.code === 'unrecognized_keys') {
    const allowed = namesAt(fields, fieldPath);
    return issue.keys.map((key) => {
      const suggestion = closest(key, allowed);
      const hint = / |,/.test(key)
        ? '; a text that contains a comma inside { … } must be in "quotes"'
        : suggestion
          ? `; did you mean "${suggestion}"?`
          : '';
      const within = fieldPath.length > 0 ? ` in ${describeField(fieldPath)}` : '';
      return problem(
        `${place}: unknown field "${key}"${within}${hint} (the fields here are ${allowed.join(', ')})`,
      );
    });
  }
  const value = valueAt(data, issue.path);
  const expected = expectedAt(fields, fieldPath, issue);
  const placeIn = (words: Words) => where(spec, data, index, words);
  return [
    problem(
      said({
        en: (w) =>
          `${placeIn(w)}: ${w.field(fieldPath)} must be ${expected}, found ${w.found(value)}`,
        nl: (w) =>
          `${placeIn(w)}: ${w.field(fieldPath)} moet zijn: ${w.expected(expected)}; gevonden: ${w.found(value)}`,
      }),
    ),
  ];
}

/**
 * A text with the default language's value but none in another language: allowed (those
 * pages show the default text), but reported, naming the language.
 */
function warnMissingTranslations(spec: ContentFile, entries: Entry[], report: ValidationReport) {
  const visit = (value: unknown, keys: PropertyKey[], index: number) => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...keys, i], index));
    else if (value && typeof value === 'object') {
      const record = value as Entry;
      if (typeof record[defaultLanguage] === 'string') {
        for (const language of languages.filter((other) => other !== defaultLanguage)) {
          const translated = record[language];
          if (typeof translated !== 'string' || translated.trim() === '') {
            const entry = spec.shape === 'list' ? index : undefined;
            const place = (w: Words) => `${where(spec, entries, entry, w)}: ${w.field(keys)}`;
            report.warnings.push(
              at(
                spec,
                entries,
                entry,
                [...keys, language],
                said({
                  en: (w) =>
                    `${place(w)} has no ${w.name(language)} text; ${w.name(language)} pages show the ${w.name(defaultLanguage)} one`,
                  nl: (w) =>
                    `${place(w)} heeft geen tekst in het ${w.name(language)}; pagina's in het ${w.name(language)} tonen die in het ${w.name(defaultLanguage)}`,
                }),
              ),
            );
          }
        }
      } else for (const [key, item] of Object.entries(record)) visit(item, [...keys, key], index);
    }
  };
  entries.forEach((entry, index) => visit(entry, [], index));
}

async function checkImages(
  source: ContentSource,
  files: ParsedFile[],
  present: string[],
  report: ValidationReport,
) {
  const used = new Set<string>();
  for (const { spec, entries } of files) {
    const imageFields = describeFields(spec.fields).flatMap((field) =>
      field.shape.kind === 'image' ? [{ ...field, folder: `data/${field.shape.folder}/` }] : [],
    );
    for (const [index, entry] of entries.entries()) {
      for (const { name, meta, folder } of imageFields) {
        const value = String(entry[name]);
        const file = joinPath('data', value);
        if (file) used.add(file);
        const image =
          file?.startsWith(folder) && contentKind(file) === 'picture'
            ? await source.readImage(file)
            : undefined;
        const problem = (language: EditorLanguage) =>
          !file?.startsWith(folder)
            ? ({ en: `is not in ${folder}`, nl: `staat niet in ${folder}` } satisfies Said)[
                language
              ]
            : contentKind(file) !== 'picture'
              ? (
                  {
                    en: `has a name the site does not take (${PICTURE_NAME_RULE})`,
                    nl: `heeft een naam die de site niet aanneemt (${PICTURE_NAME_RULE})`,
                  } satisfies Said
                )[language]
              : imageProblem(image, language);
        if (problem('en')) {
          const place = (w: Words) => where(spec, entries, index, w);
          report.errors.push(
            at(
              spec,
              entries,
              index,
              [name],
              said({
                en: (w) =>
                  `${place(w)}: field "${name}" must be ${meta.expected}, found "${value}", which ${problem('en')}`,
                nl: (w) =>
                  `${place(w)}: veld "${name}" moet zijn: ${w.expected(meta.expected)}; gevonden: "${value}", dat ${problem('nl')}`,
              }),
            ),
          );
        }
      }
    }
  }
  // A picture replaced in the editor, or left behind by a removed entry, stays in the folder.
  for (const file of present)
    if (contentKind(file) === 'picture' && !used.has(file))
      report.warnings.push(
        finding({
          en: `${file} is not shown anywhere: no content file names it (delete it, or name it in a picture field)`,
          nl: `${file} wordt nergens getoond: geen inhoudsbestand noemt het (verwijder het, of noem het in een afbeeldingsveld)`,
        }),
      );
}

function checkAcrossFiles(files: ParsedFile[], today: string, report: ValidationReport) {
  const byFile = new Map(files.map((file) => [file.spec.file, file]));

  for (const { spec, entries } of files) {
    if (!spec.idField) continue;
    const seen = new Map<unknown, number>();
    entries.forEach((entry, index) => {
      const id = entry[spec.idField!];
      const first = seen.get(id);
      if (first === undefined) seen.set(id, index);
      else
        report.errors.push(
          at(
            spec,
            entries,
            index,
            [spec.idField!],
            said({
              en: (w) =>
                `${where(spec, entries, index, w)}: field "${spec.idField}" must be unique, found "${String(id)}", which the ${w.ordinal(first + 1)} ${spec.entryName} from the top already has`,
              nl: (w) =>
                `${where(spec, entries, index, w)}: veld "${spec.idField}" moet uniek zijn, gevonden: "${String(id)}", dat de ${w.ordinal(first + 1)} ${modelWord(spec.entryName, 'nl')} van boven al heeft`,
            }),
          ),
        );
    });
  }

  const terms = byFile.get('terms.yaml');
  if (terms) checkTermsVersions(terms, today, report);

  const stats = byFile.get('stats.yaml');
  stats?.entries.forEach((entry, index) => {
    if ((entry.target === undefined) === (entry.countOf === undefined))
      report.errors.push(
        at(
          stats.spec,
          stats.entries,
          index,
          ['target'],
          said({
            en: (w) =>
              `${where(stats.spec, stats.entries, index, w)}: give either field "target" (a figure, such as 20) or field "countOf" (a list it counts, such as hubs), ${entry.target === undefined ? 'found neither' : 'not both'}`,
            nl: (w) =>
              `${where(stats.spec, stats.entries, index, w)}: geef óf veld "target" (een getal, zoals 20) óf veld "countOf" (een lijst die het telt, zoals hubs), ${entry.target === undefined ? 'gevonden: geen van beide' : 'niet allebei'}`,
          }),
        ),
      );
  });

  const services = byFile.get('services.yaml');
  const highlights = byFile.get('service-highlights.yaml');
  if (services && highlights) {
    const slugs = services.entries.map((service) => String(service.slug));
    highlights.entries.forEach((entry, index) => {
      if (!slugs.includes(String(entry.service))) {
        report.errors.push(
          at(
            highlights.spec,
            highlights.entries,
            index,
            ['service'],
            said({
              en: (w) =>
                `${where(highlights.spec, highlights.entries, index, w)}: field "service" must be the slug of a service in data/services.yaml (${slugs.join(', ')}), found "${String(entry.service)}", so its Learn More link would lead nowhere`,
              nl: (w) =>
                `${where(highlights.spec, highlights.entries, index, w)}: veld "service" moet de slug van een dienst in data/services.yaml zijn (${slugs.join(', ')}), gevonden: "${String(entry.service)}", dus de link Lees meer zou nergens heen leiden`,
            }),
          ),
        );
      }
    });
  }
}

/**
 * The versions of the general conditions: listed newest first (a new version is added on
 * top, in the files and in the editor), each with its articles numbered 1, 2, 3, … and one
 * of them in force today.
 */
function checkTermsVersions(
  { spec, entries }: ParsedFile,
  today: string,
  report: ValidationReport,
) {
  const error = (
    index: number,
    field: PropertyKey[],
    message: Record<EditorLanguage, (words: Words) => string>,
  ) =>
    report.errors.push(
      at(
        spec,
        entries,
        index,
        field,
        said({
          en: (w) => `${where(spec, entries, index, w)}: ${message.en(w)}`,
          nl: (w) => `${where(spec, entries, index, w)}: ${message.nl(w)}`,
        }),
      ),
    );
  entries.forEach((version, index) => {
    const articles = version.articles as Entry[];
    if (articles.length === 0)
      error(index, ['articles'], {
        en: () => 'field "articles" must list at least one article, found none',
        nl: () => 'veld "articles" moet minstens één artikel bevatten, gevonden: geen',
      });
    articles.forEach((article, number) => {
      if (article.number !== number + 1)
        error(index, ['articles', number, 'number'], {
          en: (w) =>
            `the ${w.ordinal(number + 1)} article's field "number" must be ${number + 1}, found the number ${String(article.number)} (articles are numbered 1, 2, 3, … in order, without gaps or repeats)`,
          nl: (w) =>
            `veld "number" van het ${w.ordinal(number + 1)} artikel moet ${number + 1} zijn, gevonden: het getal ${String(article.number)} (artikelen zijn genummerd 1, 2, 3, … op volgorde, zonder gaten of herhalingen)`,
        });
    });
    const above = entries[index - 1]?.effective;
    if (typeof above === 'string' && String(version.effective) > above)
      error(index, ['effective'], {
        en: () =>
          `the versions must be listed newest first, found ${String(version.effective)} below ${above} (move this version to the top of the file)`,
        nl: () =>
          `de versies moeten met de nieuwste eerst staan, gevonden: ${String(version.effective)} onder ${above} (zet deze versie bovenaan het bestand)`,
      });
  });
  const dates = entries.map((version) => String(version.effective));
  if (!termsTimeline(dates, today)) {
    const oldest = dates.indexOf([...dates].sort()[0]);
    error(oldest, ['effective'], {
      en: (w) =>
        `no version is in force today (${w.date(today)}): the oldest takes effect on ${w.date(dates[oldest])}, and the site must show the conditions that apply now`,
      nl: (w) =>
        `vandaag (${w.date(today)}) geldt geen enkele versie: de oudste gaat in op ${w.date(dates[oldest])}, en de site moet de voorwaarden tonen die nu gelden`,
    });
  }
}

/** The versions of the conditions as stored, or none where they cannot be read. */
async function storedVersions(before: ContentSource): Promise<Entry[]> {
  try {
    const reading = readYaml('data/terms.yaml', (await before.readText('data/terms.yaml')) ?? '');
    const stored = reading.problem === undefined ? reading.value : undefined;
    // A day as the model reads it (js-yaml gives an unquoted one as a date).
    return Array.isArray(stored)
      ? (stored as Entry[]).map((version) =>
          version.effective instanceof Date
            ? { ...version, effective: version.effective.toISOString().slice(0, 10) }
            : version,
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * A version whose date has come is the text clients agreed to: a change keeps it, as it was,
 * and adds no version dated before today. (Checked where the content before the change is
 * known: in the editor.)
 */
function checkTermsChange(
  { spec, entries }: ParsedFile,
  stored: Entry[],
  today: string,
  report: ValidationReport,
) {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const storedDates = new Set(stored.map((version) => String(version.effective)));
  entries.forEach((version, index) => {
    const date = String(version.effective);
    if (!storedDates.has(date) && date < today)
      report.errors.push(
        at(
          spec,
          entries,
          index,
          ['effective'],
          said({
            en: (w) =>
              `${where(spec, entries, index, w)}: a new version cannot take effect before today (${w.date(today)}): shipments already agreed were agreed under the version then in force`,
            nl: (w) =>
              `${where(spec, entries, index, w)}: een nieuwe versie kan niet vóór vandaag (${w.date(today)}) ingaan: zendingen die al zijn afgesproken, zijn afgesproken onder de versie die toen gold`,
          }),
        ),
      );
  });
  for (const version of stored) {
    const date = String(version.effective);
    if (!(date <= today)) continue;
    const index = entries.findIndex((entry) => String(entry.effective) === date);
    if (index === -1)
      report.errors.push(
        at(
          spec,
          entries,
          0,
          [],
          said({
            en: (w) =>
              `${relative(spec)}: the version in force from ${w.date(date)} (${date}) was removed or its date changed; a version whose date has come stays as it is, for the shipments it governed (add a new version instead)`,
            nl: (w) =>
              `${relative(spec)}: de versie die geldt vanaf ${w.date(date)} (${date}) is verwijderd of haar datum is gewijzigd; een versie waarvan de datum is aangebroken blijft zoals ze is, voor de zendingen waarvoor ze gold (voeg in plaats daarvan een nieuwe versie toe)`,
          }),
        ),
      );
    else if (!same(entries[index].articles, version.articles))
      report.errors.push(
        at(
          spec,
          entries,
          index,
          ['articles'],
          said({
            en: (w) =>
              `${where(spec, entries, index, w)}: this version is in force from ${w.date(date)} and cannot be changed: it is the text clients agreed to. To change the conditions, add a new version on top (Add version) with the date it takes effect`,
            nl: (w) =>
              `${where(spec, entries, index, w)}: deze versie geldt vanaf ${w.date(date)} en kan niet gewijzigd worden: het is de tekst waarmee klanten instemden. Om de voorwaarden te wijzigen, voegt u bovenaan een nieuwe versie toe (Voeg versie toe) met de datum waarop ze ingaat`,
          }),
        ),
      );
  }
}
