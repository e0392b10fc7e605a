// A form's earlier versions, and one of them brought back (docs/EDITING.md, "Earlier versions").
// The store lists the published line's versions that changed the form's files, newest first.
// The page names a version only as one of that list, and each call checks it against the
// list again: no other version is read, and only the form's own files of it (a version is
// never a way to read the repository by id, ./protocol.ts).
// Restoring saves the version's files as a new draft of the form (or publishes them, where
// the site keeps no drafts) through the one save: merged, checked, written in the person's
// name. Pictures the version names that the site no longer has come back with it.
import { pictureFolders } from '../../../src/content/content-files';
import {
  type FormAddress,
  draftBranchOf,
  formLabel,
  textsCollection,
} from '../../../src/content/forms';
import { joinedTextsFile, languageTextsFile } from '../../../src/content/joined-texts';
import { languages } from '../../../src/core/languages';
import { Refusal } from './refusal';
import { type Picture, type SaveAnswer, save } from './save';
import { readText } from './snapshot-source';
import type { Author, PastVersion, Snapshot, Store } from './store';
import { readFormFile } from './texts-forms';
import { versionChanges } from '../../../src/content/version-changes';
import type { PlaceWords } from '../../../src/content/problem';

/** How many earlier versions a form lists. */
export const HISTORY_LIMIT = 30;

/** A form's file as the editor knows it, and the files the store keeps of it. */
export function formFiles(form: FormAddress): { file: string; stored: string[] } {
  if (form.collection === textsCollection(form.file))
    return {
      file: joinedTextsFile(form.file),
      stored: languages.map((language) => languageTextsFile(form.file, language)),
    };
  const file = `data/${form.file}.yaml`;
  return { file, stored: [file] };
}

/** The form's earlier versions, newest first. */
export const formHistory = (store: Store, form: FormAddress): Promise<PastVersion[]> =>
  store.history(formFiles(form).stored, HISTORY_LIMIT);

/** Places a version's line names at most (the rest are counted). */
const PLACES_LISTED = 3;

/** An earlier version as the editor lists it: with what it changed, in the form's words. */
export interface ListedVersion extends PastVersion {
  /**
   * The places whose values it changed (each the form's words, as the editor says a place),
   * at most PLACES_LISTED; [] where it made the form; undefined where the list does not reach
   * the version before it.
   */
  changed?: PlaceWords[];
  /** How many places it changed in all. */
  changes?: number;
}

/**
 * The form's earlier versions, newest first, each with what it changed, read from the versions
 * themselves, not from what their messages say (a developer's commit says what it likes, in
 * English): each listed version against the one listed after it, which is the form as it was
 * before (the list holds every version that changed the form's files, up to HISTORY_LIMIT).
 */
export async function listedVersions(store: Store, form: FormAddress): Promise<ListedVersion[]> {
  const versions = await formHistory(store, form);
  const { file } = formFiles(form);
  const texts = await Promise.all(
    versions.map(async ({ version }) => readFormFile(await store.at(version), file)),
  );
  const complete = versions.length < HISTORY_LIMIT;
  return versions.map((past, at) => {
    const [now, before] = [texts[at], texts[at + 1]];
    if (before === undefined && !(complete && at === versions.length - 1)) return past;
    if (before === undefined || now === undefined) return { ...past, changed: [], changes: 0 };
    const found = versionChanges(file, before, now);
    return {
      ...past,
      changed: found.slice(0, PLACES_LISTED).map(({ words, wordsIn }) => ({ words, wordsIn })),
      changes: found.length,
    };
  });
}

/** The version `version` of the form, when it is one of the form's history; a Refusal otherwise. */
async function versionOf(store: Store, form: FormAddress, version: unknown) {
  const past = (await formHistory(store, form)).find((one) => one.version === version);
  if (typeof version !== 'string' || !past)
    throw new Refusal(404, {
      en: `That is not one of the earlier versions of ${formLabel(form)}: open its history again.`,
      nl: `Dat is geen van de eerdere versies van ${formLabel(form)}: open de geschiedenis opnieuw.`,
    });
  return { past, then: await store.at(version) };
}

/** The form's file as it was at `version` (one of its history), and as it is published now. */
export async function formAt(store: Store, form: FormAddress, version: unknown) {
  const { file } = formFiles(form);
  const { then } = await versionOf(store, form, version);
  const site = await store.at((await store.head(store.publishedLine))!);
  const [data, now] = await Promise.all([readFormFile(then, file), readFormFile(site, file)]);
  return { path: file, data: data ?? null, now: now ?? null };
}

/** The pictures `texts` name that `then` holds and `now` lacks: what a restore brings back. */
async function picturesGone(texts: string[], then: Snapshot, now: Snapshot): Promise<Picture[]> {
  const gone = then.paths.filter(
    (path) =>
      pictureFolders.some((folder) => path.startsWith(`${folder}/`)) &&
      !now.paths.includes(path) &&
      texts.some((text) => text.includes(path.slice(path.lastIndexOf('/') + 1))),
  );
  return Promise.all(gone.map(async (path) => ({ path, bytes: (await then.read(path))! })));
}

/**
 * The form's files as they were at `version`, saved as the form's draft (`drafting`) or
 * published: the same merge and check as any save, so a version the check now refuses is
 * refused in its words. Files the version lacked are left as they are.
 */
export async function restoreVersion(
  store: Store,
  form: FormAddress,
  version: unknown,
  { author, now, drafting }: { author: Author; now: Date; drafting: boolean },
): Promise<SaveAnswer> {
  const { past, then } = await versionOf(store, form, version);
  const site = await store.at((await store.head(store.publishedLine))!);
  const files = [];
  for (const path of formFiles(form).stored) {
    const raw = await readText(then, path);
    if (raw !== undefined) files.push({ path, raw });
  }
  const pictures = await picturesGone(
    files.map(({ raw }) => raw),
    then,
    site,
  );
  return save(store, {
    files,
    pictures,
    author,
    now,
    message: `${formLabel(form)} brought back as it was on ${past.at.slice(0, 10)} (${past.by}: ${past.message})`,
    ...(drafting && {
      draft: { line: draftBranchOf(form), collection: form.collection, slug: form.file },
    }),
  });
}
