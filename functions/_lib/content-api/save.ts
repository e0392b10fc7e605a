// A save: the page sends a form's files (each with the text it was loaded from) and its new
// pictures; the server does the rest. It reads the line (the published one, or the form's
// draft), merges what changed since the form was loaded (src/content/merge/since-loaded.ts),
// runs the one content check on the content as it would be published, writes one version in
// the signed-in person's name, and moves the line from where it read it, never by force: if
// the line moved meanwhile, it reads again and merges again, a few times at most.
import { commitMessage } from '../../../src/content/commit-message';
import { imageProblem } from '../../../src/content/images';
import { mergeSinceLoaded } from '../../../src/content/merge/since-loaded';
import type { Problem } from '../../../src/content/problem';
import { type DraftRecord, READY, afterSave, isStatus } from './draft-record';
import type { EditorLanguage, Said } from '../../../src/core/editor-language';
import { Refusal } from './refusal';
import { checkRefusal } from './check';
import { readText, snapshotSource, withChanges } from './snapshot-source';
import type { Author, Changes, Snapshot, Store } from './store';
import { writeLine } from './write';
import type { Landed, SaveId } from './save-id';

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
  /** The save's id (./save-id.ts): a retry of one that landed answers from its version. */
  saveId?: SaveId;
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

/**
 * The answer a save that landed gave, from the version it wrote: its files as written there,
 * those that someone else's changes were merged into, and what it said it changed. Its warnings
 * were the check's on that version, which is published or drafted as it was: none again.
 */
async function answerOfLanded(
  store: Store,
  request: SaveRequest,
  landed: Landed,
): Promise<SaveAnswer> {
  const content = await store.at(landed.version);
  const written: Record<string, string> = {};
  for (const file of request.files) written[file.path] = (await readText(content, file.path)) ?? '';
  return {
    message: landed.message,
    written,
    mergedMeanwhile: request.files
      .filter(({ path, raw }) => written[path] !== raw)
      .map(({ path }) => path),
    warnings: [],
  };
}

/**
 * A save, written the one way (./write.ts): each try merges the person's files with the line
 * as it is then; a save that changes nothing writes nothing, so a retry of one that landed
 * answers as it did. A Refusal in words (a clash, the check), or Moved after a few tries.
 */
export async function save(store: Store, request: SaveRequest): Promise<SaveAnswer> {
  const line = request.draft?.line ?? store.publishedLine;
  // A retry: the save may have landed, and others saved since; then it is answered, not written.
  const landed = request.saveId?.retry && (await store.landed(line, request.saveId.id));
  if (landed) return answerOfLanded(store, request, landed);
  const written: Record<string, string> = {};
  let mergedMeanwhile: string[] = [];
  let saidMessage: string | undefined;
  const result = await writeLine(store, {
    line,
    author: request.author,
    now: request.now,
    ...(request.saveId && { saveId: request.saveId.id }),
    async plan({ published, content, record }) {
      const changes: Changes = new Map();
      mergedMeanwhile = [];
      // Each file as it would be written, or its clash: a refusal lists them all, for the form.
      const outcomes = [];
      for (const file of request.files) {
        const now = await readText(content, file.path);
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
      await refuseUnusablePictures(request.pictures, withChanges(published, changes));
      // A picture uploaded on its own (the media library) says so; a form's save, what it changed
      // (said once the check has passed: it reads the texts, which the check judges first).
      const message = async () =>
        (saidMessage =
          request.message ??
          (request.files.length === 0
            ? `Pictures uploaded: ${request.pictures.map(({ path }) => path).join(', ')}`
            : await commitMessage(new Map(Object.entries(written)), (path) =>
                readText(content, path),
              )));
      const draft = request.draft;
      return {
        changes,
        message,
        ...(draft && {
          record: (real: Changes) => {
            // Nothing changed: the draft stays as it is (or is not begun at all).
            if (real.size === 0) return record;
            const began: DraftRecord = record ?? {
              collection: draft.collection,
              slug: draft.slug,
              // A new draft is never Ready: Ready is given by the server, for a version (./workflow.ts).
              status: isStatus(draft.status) && draft.status !== READY ? draft.status : 'draft',
              base: published.version,
              changed: [],
              authors: [],
              updatedAt: request.now.toISOString(),
            };
            return afterSave(began, request.author, [...real.keys()], request.now);
          },
        }),
      };
    },
  });
  const notice = result.version && result.record?.notice;
  return {
    // A save that wrote nothing says what it would have: as the first did, for a retry.
    message: saidMessage ?? (await (result.plan.message as () => Promise<string>)()),
    written,
    mergedMeanwhile,
    warnings: result.warnings.filter(({ place }) => place && place.file in written),
    ...(notice && { notice }),
  };
}
