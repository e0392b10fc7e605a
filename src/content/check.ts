// The content check itself, the same code in every place that checks: `npm run validate`
// and every build read the working tree (gatsby/content/validate.ts); the content editor
// bundles this module and reads its backend, with the files a save would write (src/admin/).
// Nothing here reads a file but through the ContentSource it is given. What holds for every
// file is here (its model, its pictures, unique entries, references); what holds for one file
// is its own rules', declared with its model (./rules.ts).
import * as z from 'zod';
import { defaultLanguage, languages } from '../core/languages';
import type { EditorLanguage, Said } from '../core/editor-language';
import { imageProblem } from './images';
import { checkLocales } from './locales';
import { closest, describeFound, expectedAt, namesAt } from './describe';
import { type FieldDescription, describeFields, groupSchema } from './fields';
import type { Problem, ValidationReport } from './problem';
import { type ContentFile, contentFiles } from './schemas';
import { type ContentSource, joinPath } from './source';
import { PICTURE_NAME_RULE, contentKind, isContentFile, notAFileOfTheSite } from './content-files';
import { readYaml } from './yaml';
import { legalToday } from './terms';
import { type Words, finding, inFile, problemAt, relative } from './check-words';
import type { Entry } from './rules';

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
  checkUniqueIds(parsed, report);
  checkReferences(parsed, report);
  await checkFileRules(parsed, today, before, report);
  await checkLocales(source, report, before);
  return report;
}

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
  const entries = entriesOf(spec, reading.value);
  if (!entries) {
    report.errors.push(...checkValue(spec, reading.value));
    return null;
  }
  warnMissingTranslations(spec, entries, report);
  return { spec, entries };
}

/**
 * A file's entries as the model reads them (a date as year-month-day, as the site shows it),
 * or undefined where the file does not match its model.
 */
function entriesOf(spec: ContentFile, data: unknown): Entry[] | undefined {
  const checked = fileSchema(spec).safeParse(data);
  if (!checked.success) return undefined;
  return (spec.shape === 'list' ? checked.data : [checked.data]) as Entry[];
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

  if (issue.code === 'unrecognized_keys') {
    const allowed = namesAt(fields, fieldPath);
    return issue.keys.map((key) => {
      const suggestion = closest(key, allowed);
      const quotes = / |,/.test(key);
      const within = (w: Words) => (fieldPath.length > 0 ? ` in ${w.field(fieldPath)}` : '');
      const fieldsHere = allowed.join(', ');
      return problemAt(spec, data, index, fieldPath, {
        en: (w) =>
          `unknown field "${key}"${within(w)}${quotes ? '; a text that contains a comma inside { … } must be in "quotes"' : suggestion ? `; did you mean "${suggestion}"?` : ''} (the fields here are ${fieldsHere})`,
        nl: (w) =>
          `onbekend veld "${key}"${within(w)}${quotes ? '; een tekst met een komma binnen { … } moet tussen "aanhalingstekens" staan' : suggestion ? `; bedoelt u "${suggestion}"?` : ''} (de velden hier zijn ${fieldsHere})`,
      });
    });
  }
  const value = valueAt(data, issue.path);
  const expected = expectedAt(fields, fieldPath, issue);
  return [
    problemAt(spec, data, index, fieldPath, {
      en: (w) => `${w.field(fieldPath)} must be ${expected}, found ${w.found(value)}`,
      nl: (w) =>
        `${w.field(fieldPath)} moet zijn: ${w.expected(expected)}; gevonden: ${w.found(value)}`,
    }),
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
            report.warnings.push(
              problemAt(spec, entries, entry, [...keys, language], {
                en: (w) =>
                  `${w.field(keys)} has no ${w.name(language)} text; ${w.name(language)} pages show the ${w.name(defaultLanguage)} one`,
                nl: (w) =>
                  `${w.field(keys)} heeft geen tekst in het ${w.name(language)}; pagina's in het ${w.name(language)} tonen die in het ${w.name(defaultLanguage)}`,
              }),
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
          report.errors.push(
            problemAt(spec, entries, index, [name], {
              en: () =>
                `field "${name}" must be ${meta.expected}, found "${value}", which ${problem('en')}`,
              nl: (w) =>
                `veld "${name}" moet zijn: ${w.expected(meta.expected)}; gevonden: "${value}", dat ${problem('nl')}`,
            }),
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

/** The identifying field of a list's entries (`idField`) is unique in its file. */
function checkUniqueIds(files: ParsedFile[], report: ValidationReport) {
  for (const { spec, entries } of files) {
    if (!spec.idField) continue;
    const seen = new Map<unknown, number>();
    entries.forEach((entry, index) => {
      const id = entry[spec.idField!];
      const first = seen.get(id);
      if (first === undefined) seen.set(id, index);
      else
        report.errors.push(
          problemAt(spec, entries, index, [spec.idField!], {
            en: (w) =>
              `field "${spec.idField}" must be unique, found "${String(id)}", which the ${w.ordinal(first + 1)} ${spec.entryName} from the top already has`,
            nl: (w) =>
              `veld "${spec.idField}" moet uniek zijn, gevonden: "${String(id)}", dat de ${w.ordinal(first + 1)} ${w.expected(spec.entryName)} van boven al heeft`,
          }),
        );
    });
  }
}

/**
 * A text that names an entry of another list (a reference, ./fields/text.ts) names one it has:
 * a service removed or renamed leaves no card that links to nothing.
 */
function checkReferences(files: ParsedFile[], report: ValidationReport) {
  const byFile = new Map(files.map((file) => [file.spec.file, file]));
  for (const { spec, entries } of files)
    for (const { name, shape } of describeFields(spec.fields)) {
      if (shape.kind !== 'text' || !shape.references) continue;
      const { file, breaks } = shape.references;
      const target = byFile.get(file);
      if (!target?.spec.idField) continue;
      const { idField, entryName } = target.spec;
      const ids = target.entries.map((entry) => String(entry[idField]));
      entries.forEach((entry, index) => {
        if (entry[name] === undefined || ids.includes(String(entry[name]))) return;
        const found = String(entry[name]);
        report.errors.push(
          problemAt(spec, entries, index, [name], {
            en: () =>
              `field "${name}" must be the ${idField} of a ${entryName} in data/${file} (${ids.join(', ')}), found "${found}", so ${breaks}`,
            nl: (w) =>
              `veld "${name}" moet de ${idField} van een ${w.expected(entryName)} in data/${file} zijn (${ids.join(', ')}), gevonden: "${found}", dus ${w.expected(breaks)}`,
          }),
        );
      });
    }
}

/** Each file's own rules (./rules.ts), once it matches its model; `before`: the stored content. */
async function checkFileRules(
  files: ParsedFile[],
  today: string,
  before: ContentSource | undefined,
  report: ValidationReport,
) {
  for (const { spec, entries } of files) {
    if (!spec.rules) continue;
    const stored = before ? await storedEntries(before, spec) : undefined;
    for (const rule of spec.rules)
      for (const { index, field, says } of rule({ entries, today, stored }))
        report.errors.push(problemAt(spec, entries, index, field, says));
  }
}

/**
 * A file's entries as stored, as the model reads them; unknown where they cannot be read (the
 * editor's backend out of reach: the server checks the save against the stored files again),
 * so that a rule over them says nothing rather than take every version for a new one.
 */
async function storedEntries(
  before: ContentSource,
  spec: ContentFile,
): Promise<Entry[] | undefined> {
  try {
    const text = await before.readText(relative(spec));
    if (text === undefined) return undefined;
    const reading = readYaml(relative(spec), text);
    return reading.problem === undefined ? entriesOf(spec, reading.value) : undefined;
  } catch {
    return undefined;
  }
}
