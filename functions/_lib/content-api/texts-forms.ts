// A form of interface texts is one file to the editor, locales/<namespace>.json, every
// language joined (src/content/joined-texts.ts), and a file per language in the store. The
// content API speaks the form's file: it answers a read of it with the language files joined,
// splits a save of it (and the text it was loaded from) into the language files, which are
// merged, checked and written each, and joins what it says of them back into the form's file.
import { languages } from '../../../src/core/languages';
import {
  joinTexts,
  languageFiles,
  languageTextsFile,
  textsNamespaceOf,
} from '../../../src/content/joined-texts';
import type { Problem } from '../../../src/content/problem';
import { Refusal } from './refusal';
import type { SaveAnswer, SavedFile } from './save';
import { readText } from './snapshot-source';
import type { Snapshot } from './store';

/** A text per file of a form's languages, joined into the form's file. */
const joined = (namespace: string, text: (path: string) => string | undefined) =>
  joinTexts(
    Object.fromEntries(
      languages.map((language) => [language, text(languageTextsFile(namespace, language)) ?? '{}']),
    ) as Record<(typeof languages)[number], string>,
  );

/** A form's file as `snapshot` holds it: a texts form's language files joined; undefined when missing. */
export async function readFormFile(snapshot: Snapshot, path: string): Promise<string | undefined> {
  const namespace = textsNamespaceOf(path);
  if (namespace === undefined) return readText(snapshot, path);
  const texts = new Map<string, string | undefined>();
  for (const language of languages) {
    const file = languageTextsFile(namespace, language);
    texts.set(file, await readText(snapshot, file));
  }
  if ([...texts.values()].every((text) => text === undefined)) return undefined;
  return joined(namespace, (file) => texts.get(file));
}

/** A texts form's text as every language's texts, or a refusal in words: `what` is which text. */
function refuseUnlessJoined(path: string, text: string, what: string) {
  let joined: unknown;
  try {
    joined = JSON.parse(text);
  } catch {
    throw new Refusal(400, `Not understood: ${what} of ${path} is not JSON.`);
  }
  const isObject = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(joined) || !languages.every((language) => isObject((joined as never)[language])))
    throw new Refusal(
      400,
      `Not understood: ${what} of ${path} is not every language's texts (${languages.join(', ')}), each an object.`,
    );
}

/** The files a form's file stands for: a texts form's language files, each with its base. */
export function storedFiles(file: SavedFile): SavedFile[] {
  if (textsNamespaceOf(file.path) === undefined) return [file];
  refuseUnlessJoined(file.path, file.raw, 'the text');
  if (file.base !== undefined)
    refuseUnlessJoined(file.path, file.base, 'the text it was loaded from');
  const bases = file.base === undefined ? [] : languageFiles({ path: file.path, raw: file.base });
  return languageFiles({ path: file.path, raw: file.raw }).map((one, index) => ({
    ...one,
    ...(bases[index] && { base: bases[index].raw }),
  }));
}

/** The forms' texts files among `sent`, by namespace. */
const textsForms = (sent: SavedFile[]) =>
  sent.flatMap(({ path }) => {
    const namespace = textsNamespaceOf(path);
    return namespace === undefined ? [] : [{ path, namespace }];
  });

const ofLanguages = (namespace: string) =>
  languages.map((language) => languageTextsFile(namespace, language));

/** A save's answer with each texts form's file as written, and merged where a language was. */
export function joinAnswer(sent: SavedFile[], answer: SaveAnswer): SaveAnswer {
  const written = { ...answer.written };
  const mergedMeanwhile = [...answer.mergedMeanwhile];
  for (const { path, namespace } of textsForms(sent)) {
    written[path] = joined(namespace, (file) => answer.written[file]);
    if (ofLanguages(namespace).some((file) => mergedMeanwhile.includes(file)))
      mergedMeanwhile.push(path);
  }
  return { ...answer, written, mergedMeanwhile };
}

interface Outcome {
  path: string;
  now: string;
  clashes: Problem[];
  proposal: string;
}

/** A clash's outcomes with each texts form's file: now and the proposal joined, its languages' clashes. */
export function joinOutcomes(sent: SavedFile[], outcomes: Outcome[]): Outcome[] {
  const byPath = new Map(outcomes.map((outcome) => [outcome.path, outcome]));
  return [
    ...outcomes,
    ...textsForms(sent).map(({ path, namespace }) => ({
      path,
      now: joined(namespace, (file) => byPath.get(file)?.now || undefined),
      clashes: ofLanguages(namespace).flatMap((file) => byPath.get(file)?.clashes ?? []),
      proposal: joined(namespace, (file) => byPath.get(file)?.proposal),
    })),
  ];
}
