// A save: the page sends a form's files (each with the text it was loaded from) and its new
// pictures; the server does the rest. It reads the line (the published one, or the form's
// draft), merges what changed since the form was loaded (src/content/merge/since-loaded.ts),
// runs the one content check on the content as it would be published, writes one version in
// the signed-in person's name, and moves the line from where it read it, never by force: if
// the line moved meanwhile, it reads again and merges again, a few times at most.
import { commitMessage } from '../../../src/content/commit-message';
import { checkContent } from '../../../src/content/check';
import { imageProblem } from '../../../src/content/images';
import { mergeSinceLoaded } from '../../../src/content/merge/since-loaded';
import type { Problem } from '../../../src/content/problem';
import { type DraftRecord, READY, afterSave, isStatus } from './draft-record';
import type { EditorLanguage, Said } from '../../../src/core/editor-language';
import { Refusal } from './refusal';
import { readText, snapshotSource, withChanges } from './snapshot-source';
import { type Author, type Changes, type Snapshot, type Store, whileMoved } from './store';
import { withTranslationStatus } from './translation-status';

const encoder = new TextEncoder();

export interface SavedFile {
  path: string;
  /** The person's text. */
  raw: string;
  /** The text their form was loaded from; without it, the text is written as it is. */
  base?: string;
}

export interface Picture {
  path: string;
  bytes: Uint8Array;
}

export interface SaveRequest {
  files: SavedFile[];
  pictures: Picture[];
  /** The draft's line, with drafts; undefined: published at once. */
  draft?: { line: string; collection: string; slug: string; status?: string };
  author: Author;
  now: Date;
  /** What the new version says of itself; without it, what it changed in the forms' words. */
  message?: string;
  /** Judges each file as it would be written against the file now (a role's limits): throws a Refusal. */
  judge?: (path: string, before: string | undefined, after: string) => void;
}

export interface SaveAnswer {
  /** What the new version says it changed, in the forms' words (src/content/commit-message.ts). */
  message: string;
  /** The files as written, merged where someone else changed them meanwhile. */
  written: Record<string, string>;
  /** The files someone else changed since the form was loaded (their changes kept). */
  mergedMeanwhile: string[];
  /** The check's warnings about the files written. */
  warnings: Problem[];
  /** Said when the save took something off the draft (Ready, a time to go live). */
  notice?: Said;
}

/** The files of a save that clashed, by path. */
const paths = (outcomes: Array<{ path: string; clashes: unknown[] }>) =>
  outcomes
    .filter(({ clashes }) => clashes.length)
    .map(({ path }) => path)
    .join(', ');

/**
 * A clash with what someone else saved meanwhile: nothing written. Each file of the save with
 * the text stored now, its clashes (none for a file that merged), and the proposal: the stored
 * text with this person's changes on top (theirs where both changed a value).
 */
export const clashRefusal = (
  clashing: Array<{ path: string; now: string; clashes: Problem[]; proposal: string }>,
) =>
  new Refusal(
    409,
    {
      en: `Someone else changed ${paths(clashing)} since you opened it, in the same places: nothing was saved.`,
      nl: `Iemand anders heeft ${paths(clashing)} gewijzigd sinds u het opende, op dezelfde plaatsen: er is niets opgeslagen.`,
    },
    { clashes: clashing },
  );

/** The check's errors as a refusal: nothing written. */
export const checkRefusal = (errors: Problem[]) =>
  new Refusal(
    422,
    {
      en: `The content check found ${errors.length} problem${errors.length === 1 ? '' : 's'}: nothing was saved.`,
      nl: `De inhoudscontrole vond ${errors.length} ${errors.length === 1 ? 'probleem' : 'problemen'}: er is niets opgeslagen.`,
    },
    { problems: errors },
  );

/** The content as it would be published: the published files with `changed`'s from `draft`. */
export async function asPublished(published: Snapshot, draft: Snapshot, changed: Iterable<string>) {
  const changes: Changes = new Map();
  for (const path of changed) changes.set(path, (await draft.read(path)) ?? null);
  return { changes, content: withChanges(published, changes) };
}

/** The check's report on `next`, with `published` as what came before; its errors refuse. */
export async function checkOrRefuse(next: Snapshot, published: Snapshot) {
  const report = await checkContent(snapshotSource(next), { before: snapshotSource(published) });
  if (report.errors.length) throw checkRefusal(report.errors);
  return report;
}

async function refuseUnusablePictures(pictures: Picture[], content: Snapshot) {
  const source = snapshotSource(content);
  const problems = [];
  for (const { path } of pictures) {
    const image = await source.readImage(path);
    const problem = (language: EditorLanguage) => `${path} ${imageProblem(image, language)}`;
    if (imageProblem(image))
      problems.push({
        message: problem('en'),
        said: { en: problem('en'), nl: problem('nl') },
        place: { file: path, field: [], words: [path] },
      });
  }
  if (problems.length) throw checkRefusal(problems);
}

/** One try: read, merge, check, write. Moved when the line moved meanwhile. */
async function saveOnce(
  store: Store,
  request: SaveRequest,
): Promise<SaveAnswer & { record?: DraftRecord }> {
  const publishedVersion = await store.head(store.publishedLine);
  if (!publishedVersion)
    throw new Refusal(503, `The published line ${store.publishedLine} is missing.`);
  const published = await store.at(publishedVersion);
  const line = request.draft?.line ?? store.publishedLine;
  const lineVersion = request.draft ? await store.head(line) : publishedVersion;
  const record = request.draft && lineVersion ? await store.record(line) : undefined;
  const current = lineVersion ? await store.at(lineVersion) : published;

  const changes: Changes = new Map();
  const written: Record<string, string> = {};
  const mergedMeanwhile: string[] = [];
  // Each file as it would be written, or its clash: a refusal lists them all, for the form.
  const outcomes = [];
  for (const file of request.files) {
    const now = await readText(current, file.path);
    const merged = mergeSinceLoaded(file.path, file.raw, file.base, now);
    if (merged.kind === 'clash') {
      outcomes.push({ path: file.path, ...merged });
      continue;
    }
    request.judge?.(file.path, now, merged.text);
    outcomes.push({ path: file.path, now: now ?? '', clashes: [], proposal: merged.text });
    if (merged.kind === 'merged') mergedMeanwhile.push(file.path);
    written[file.path] = merged.text;
    changes.set(file.path, encoder.encode(merged.text));
  }
  if (outcomes.some(({ clashes }) => clashes.length)) throw clashRefusal(outcomes);
  for (const picture of request.pictures) changes.set(picture.path, picture.bytes);

  const next = withChanges(current, changes);
  const changed = new Set([...(record?.changed ?? []), ...changes.keys()]);
  const { content } = await asPublished(published, next, changed);
  await refuseUnusablePictures(request.pictures, content);
  const report = await checkOrRefuse(content, published);

  // A picture uploaded on its own (the media library) says so; a form's save, what it changed.
  const message =
    request.message ??
    (request.files.length === 0
      ? `Pictures uploaded: ${request.pictures.map(({ path }) => path).join(', ')}`
      : await commitMessage(new Map(Object.entries(written)), (path) => readText(current, path)));
  await store.write(line, {
    expect: lineVersion ?? null,
    parent: lineVersion ?? publishedVersion,
    // Published at once: the translations' status goes with the texts (./translation-status.ts).
    changes: request.draft ? changes : await withTranslationStatus(published, changes, request.now),
    info: { message, author: request.author },
  });
  const warnings = report.warnings.filter(({ place }) => place && place.file in written);
  if (!request.draft) return { message, written, mergedMeanwhile, warnings };

  const { collection, slug, status } = request.draft;
  const began: DraftRecord = record ?? {
    collection,
    slug,
    // A new draft is never Ready: Ready is given by the server, for a version (./workflow.ts).
    status: isStatus(status) && status !== READY ? status : 'draft',
    base: publishedVersion,
    changed: [],
    authors: [],
    messages: [],
    updatedAt: request.now.toISOString(),
  };
  const saved = afterSave(began, request.author, [...changes.keys()], message, request.now);
  // afterSave says a notice only when the save took Ready or a time off.
  return {
    message,
    written,
    mergedMeanwhile,
    warnings,
    record: saved,
    ...(saved.notice && { notice: saved.notice }),
  };
}

/** A save, tried again while the line moves under it (Moved after a few tries); a Refusal in words. */
export async function save(store: Store, request: SaveRequest): Promise<SaveAnswer> {
  return whileMoved(async () => {
    const { record, ...answer } = await saveOnce(store, request);
    if (record) await store.setRecord(request.draft!.line, record);
    return answer;
  });
}
