// The content API's actions, declared: each is one entry of the table below, with the schema
// of its parameters (anything else is a 400 in words), the roles it needs (reads too: a person
// the roles name nowhere reads nothing), whether it needs drafts on, its bound on calls to
// GitHub (./meter.ts), and its handler. The protocol judges every call by its entry, in one
// order, before the handler runs (./protocol.ts); a handler judges only what its entry cannot
// say (the content a save would publish, a draft's state). The editor's page reads the same
// table for what to offer a person (its roles, by action).
import * as z from 'zod';
import { contentKind, isContentFile, pictureFolders } from '../../../src/content/content-files';
import { contentForms, draftBranchOf, formOf, textsCollection } from '../../../src/content/forms';
import { joinedTextsFile } from '../../../src/content/joined-texts';
import { readValues } from '../../../src/content/merge/merge-file';
import { translatedLanguages } from '../../../src/content/translations';
import { bytesOfBase64 } from '../../../src/core/base64';
import type { Said } from '../../../src/core/editor-language';
import type { Offers } from '../../../src/core/editor-offers';
import { editorSettingsSaid } from '../../../src/core/editor-settings';
import type { ApiCall, ApiSettings } from './call';
import { type DraftRecord, READY, STATUSES } from './draft-record';
import { confirmTranslation, translationsToCheck } from './translation-status';
import { HISTORY_LIMIT, formAt, listedVersions, restoreVersion } from './history';
import { addNote, changeNote, deleteNote, notesOf, toggleNote } from './notes';
import {
  type FormParams,
  contentId,
  contentPath,
  entry,
  formOfParams,
  mediaFile,
  publishedSite,
} from './reads';
import { Refusal } from './refusal';
import { ROLES, type Role, judgeTranslation, rolesOf } from './roles';
import { type Picture, type SavedFile, save } from './save';
import { SAVE_LOOKBACK, saveIdParams } from './save-id';
import { type Author, MAX_STATE_VERSIONS, TRIES } from './store';
import { joinAnswer, joinOutcomes, readFormFile, storedFiles } from './texts-forms';
import { draftAt, deleteDraft, publishDraft, setPublishTime, setStatus } from './workflow';
import { deletePictures } from './delete-pictures';

/** What a person tried, as a refusal for their role names it. */
const tried = {
  reading: { en: 'Reading the content', nl: 'De inhoud lezen' },
  changing: { en: 'Changing the content', nl: 'De inhoud wijzigen' },
  publishing: { en: 'Publishing', nl: 'Publiceren' },
  uploading: { en: 'Uploading a picture', nl: 'Een afbeelding uploaden' },
  deletingPicture: { en: 'Deleting a picture', nl: 'Een afbeelding verwijderen' },
  settingReady: { en: 'Setting a draft Ready', nl: 'Een concept op "Klaar" zetten' },
  movingDraft: { en: 'Moving a draft', nl: 'Een concept verplaatsen' },
  deletingDraft: { en: 'Deleting a draft', nl: 'Een concept verwijderen' },
  settingTime: { en: 'Setting a time to go live', nl: 'Een publicatietijd instellen' },
  restoring: { en: 'Bringing back an earlier version', nl: 'Een eerdere versie terugzetten' },
  confirming: { en: 'Confirming a translation', nl: 'Een vertaling bevestigen' },
  noting: { en: 'Writing a note on a draft', nl: 'Een notitie bij een concept schrijven' },
} satisfies Record<string, Said>;

export interface Action<P> {
  params: z.ZodType<P>;
  /** Who may call it: any of these roles, or anyone signed in (`'anyone'`), role or not. */
  role: readonly Role[] | 'anyone';
  /** What the person tried, as a refusal of their role says it. */
  tried: Said;
  /** Only where the site keeps drafts. */
  drafts?: true;
  /** A further role the parameters call for (publishing at once), judged after them. */
  needs?: (params: P, settings: ApiSettings) => { role: Role[]; tried: Said } | undefined;
  /** Calls to GitHub at most, besides reading files' bytes (./meter.ts). */
  budget: number | ((params: P) => number);
  handle(call: ApiCall, params: P): Promise<unknown>;
}

const action = <P>(declared: Action<P>) => declared;

/** An action's bound on GitHub's calls for these parameters. */
export const budgetOf = <P>({ budget }: Action<P>, params: P) =>
  typeof budget === 'number' ? budget : budget(params);

/** Who changes every field of a form; the others (translators) their languages' values alone. */
const WHOLE_FORM: Role[] = ['editor'];

/** Every role: what reading takes, where roles are set. */
const ANY_ROLE = ROLES;

/** What reading a draft takes: any role, and drafts on. */
const readingDrafts = { role: ANY_ROLE, tried: tried.reading, drafts: true } as const;

/** What a note takes: any role (a reviewer's word is anyone's), and drafts on. */
const noting = { role: ANY_ROLE, tried: tried.noting, drafts: true } as const;

// Bounds on GitHub's calls. Reading a line's version: its head, its commit, its tree.
const READ = 3;
/** A draft's line read with its record: its head, its commit (which holds the record), its tree. */
const DRAFT = 3;
/** Each try of a write: the lines read, the draft's record, a tree, a commit, the move, its review. */
const WRITE_TRY = 2 * READ + 8;
/** A write, tried again while others move the line: the tries, and one call per file written. */
const write = (files: number) => TRIES * WRITE_TRY + files;
/** A draft's notes read: its review (the pull request), and its comments' first page of 100. */
const NOTES = 2;
/** Every open draft looked at once (one per form at most): their list, and each one's line. */
const ALL_DRAFTS = 1 + contentForms.length * DRAFT;

// Parameters as Decap's proxy backend sends them (decap-cms-backend-proxy's implementation):
// what is not named here is not read.
const path = z.string().max(400);
/** Decap names a form by collection and slug, or by `collection/slug` as `id`; a name it leaves out may come as null. */
const named = z
  .string()
  .max(200)
  .nullish()
  .transform((value) => value ?? undefined);
const form = z.object({ collection: named, slug: named, id: named });
const nothing = z.object({});
const asset = z.object({ path, content: z.string() });
/** A save names a form's files, one per language at most, and its pictures. */
const MAX_FILES = 10;
/** Pictures a save carries: a form's picture fields, with room to spare. */
export const MAX_PICTURES = 20;
const dataFile = z.object({
  path,
  raw: z.string(),
  base: z.string().optional(),
  slug: z.string().optional(),
});

export const keepsNoDrafts: Said = {
  en: 'This site publishes at once: it keeps no drafts.',
  nl: 'Deze site publiceert meteen: ze bewaart geen concepten.',
};

function fromBase64(written: string, what: string): Uint8Array {
  try {
    return bytesOfBase64(written);
  } catch {
    throw new Refusal(400, `Not understood: ${what} is not base64.`);
  }
}

const pictureOf = (sent: { path: string; content: string }): Picture => ({
  path: contentPath(sent.path, ['picture']),
  bytes: fromBase64(sent.content, 'a picture'),
});

function unpublishedEntryOf(
  record: DraftRecord,
  diffs: Array<{ path: string; newFile: boolean; id: string }>,
) {
  return {
    collection: record.collection,
    slug: record.slug,
    status: record.status,
    diffs,
    updatedAt: record.updatedAt,
    pullRequestAuthor: record.authors.map(({ name }) => name).join(', '),
  };
}

/** What the editor shows of a draft beside Decap's workflow: Ready for whom, its time, a notice. */
const draftState = (record: DraftRecord) => ({
  status: record.status,
  ready:
    record.status === READY && record.approval
      ? { by: record.approval.by.name, at: record.approval.at }
      : null,
  publishAt: record.publishAt ?? null,
  notice: record.notice ?? null,
  authors: record.authors.map(({ name }) => name),
});

const persistEntryParams = z.object({
  dataFiles: z.array(dataFile).min(1).max(MAX_FILES),
  assets: z.array(asset).max(MAX_PICTURES).default([]),
  options: z
    .object({
      useWorkflow: z.boolean().optional(),
      collectionName: z.string().optional(),
      status: z.string().optional(),
    })
    .default({}),
  /** The save's id (./save-id.ts); the editor sends one, a retry the same. */
  save: saveIdParams.optional(),
});

async function persistEntry(call: ApiCall, params: z.infer<typeof persistEntryParams>) {
  const { options } = params;
  const drafting = options.useWorkflow === true;
  if (drafting && !call.settings.drafts) throw new Refusal(403, keepsNoDrafts);
  if (!drafting && call.settings.drafts)
    throw new Refusal(403, {
      en: 'On this site changes are saved as drafts and published from the workflow once looked over.',
      nl: 'Op deze site worden wijzigingen als concept opgeslagen en na controle vanuit de workflow gepubliceerd.',
    });
  // A translator who is no editor changes translations only (./roles.ts).
  const translatorOnly = !WHOLE_FORM.some((role) =>
    rolesOf(call.settings.roles, call.person).has(role),
  );
  const forms: SavedFile[] = params.dataFiles.map((file) => ({
    path: contentPath(file.path, ['data', 'texts']),
    raw: file.raw,
    ...(file.base !== undefined && { base: file.base }),
  }));
  const files = forms.flatMap(storedFiles);
  const pictures = params.assets.map(pictureOf);
  if (translatorOnly && pictures.length)
    throw new Refusal(403, {
      en: 'A translator changes the translations only: pictures are an editor’s.',
      nl: 'Een vertaler wijzigt alleen de vertalingen: afbeeldingen zijn voor een redacteur.',
    });
  let draft;
  if (drafting) {
    const form = formOfParams({
      collection: options.collectionName,
      slug: params.dataFiles[0].slug,
    });
    // A draft holds its own form's files (and pictures): what a reviewer opens is all it changes.
    for (const { path: file } of files) {
      const of = formOf(file);
      if (of?.collection !== form.collection || of.file !== form.file)
        throw new Refusal(403, {
          en: `${file} is not a file of the form ${form.collection}: a draft changes its own form's files only.`,
          nl: `${file} is geen bestand van het formulier ${form.collection}: een concept wijzigt alleen de bestanden van zijn eigen formulier.`,
        });
    }
    draft = {
      line: draftBranchOf(form),
      collection: form.collection,
      slug: form.file,
      status: options.status,
    };
  }
  try {
    const answer = await save(call.store, {
      files,
      pictures,
      draft,
      author: call.person,
      now: call.now,
      ...(params.save && { saveId: params.save }),
      ...(translatorOnly && {
        judge: (file: string, before: string | undefined, after: string) =>
          judgeTranslation(
            file,
            before === undefined ? undefined : readValues(file, before),
            readValues(file, after),
          ),
      }),
    });
    return joinAnswer(forms, answer);
  } catch (error) {
    // A clash is said of the forms' files, as the page sent them.
    if (error instanceof Refusal && Array.isArray(error.extra.clashes))
      throw error.with({ clashes: joinOutcomes(forms, error.extra.clashes) });
    throw error;
  }
}

const draftLine = (params: FormParams) => draftBranchOf(formOfParams(params));

export const actions = {
  whoami: action({
    params: nothing,
    role: 'anyone',
    tried: tried.reading,
    budget: 0,
    async handle({ person, settings }) {
      return {
        name: person.name,
        email: person.email,
        roles: [...rolesOf(settings.roles, person)],
        offers: offersTo(person, settings),
      };
    },
  }),
  editorSettings: action({
    params: nothing,
    role: 'anyone',
    tried: tried.reading,
    budget: 0,
    async handle({ settings: { drafts, fourEyes }, previewOf }) {
      return editorSettingsSaid({ drafts, fourEyes, previews: previewOf !== undefined });
    },
  }),
  entriesByFolder: action({
    params: z.object({
      folder: path,
      extension: z.string().max(10),
      depth: z.number().int().min(0).max(10).optional(),
    }),
    role: ANY_ROLE,
    tried: tried.reading,
    budget: READ,
    async handle({ store }, { folder, extension, depth = 1 }) {
      const prefix = `${folder.replace(/\/$/, '')}/`;
      const site = await publishedSite(store);
      const paths = site.paths.filter(
        (file) =>
          file.startsWith(prefix) &&
          isContentFile(file) &&
          file.endsWith(`.${extension}`) &&
          file.slice(prefix.length).split('/').length <= depth,
      );
      return Promise.all(paths.map((file) => entry(site, file)));
    },
  }),
  entriesByFiles: action({
    params: z.object({
      files: z.array(z.object({ path, label: z.string().optional() })).max(contentForms.length * 2),
    }),
    role: ANY_ROLE,
    tried: tried.reading,
    budget: READ,
    async handle({ store }, { files }) {
      const site = await publishedSite(store);
      return Promise.all(
        files.map(async (file) => {
          const found = await entry(site, contentPath(file.path, ['data', 'texts']));
          return { ...found, file: { ...found.file, ...(file.label && { label: file.label }) } };
        }),
      );
    },
  }),
  getEntry: action({
    params: z.object({ path }),
    role: ANY_ROLE,
    tried: tried.reading,
    budget: READ,
    async handle({ store }, params) {
      return entry(await publishedSite(store), contentPath(params.path, ['data', 'texts']));
    },
  }),
  getMedia: action({
    params: z.object({ mediaFolder: path }),
    role: ANY_ROLE,
    tried: tried.reading,
    budget: READ,
    async handle({ store }, { mediaFolder }) {
      const folder = mediaFolder.replace(/\/$/, '');
      if (!pictureFolders.some((pictures) => `${pictures}/`.startsWith(`${folder}/`)))
        throw new Refusal(403, `${folder} is not a picture folder of the site.`);
      const site = await publishedSite(store);
      // The folder's own pictures, as Decap's media library lists a folder.
      const paths = site.paths.filter(
        (file) =>
          file.startsWith(`${folder}/`) &&
          !file.slice(folder.length + 1).includes('/') &&
          contentKind(file) === 'picture',
      );
      return Promise.all(paths.map((file) => mediaFile(site, file)));
    },
  }),
  getMediaFile: action({
    params: z.object({ path }),
    role: ANY_ROLE,
    tried: tried.reading,
    budget: READ,
    async handle({ store }, params) {
      return mediaFile(await publishedSite(store), contentPath(params.path, ['picture']));
    },
  }),
  persistEntry: action({
    params: persistEntryParams,
    role: ['editor', 'translator'],
    tried: tried.changing,
    needs: ({ options }) =>
      options.useWorkflow === true ? undefined : { role: ['publisher'], tried: tried.publishing },
    budget: ({ dataFiles, assets, save: id }) =>
      write(dataFiles.length * 3 + assets.length) + (id?.retry ? 1 + SAVE_LOOKBACK : 0),
    handle: persistEntry,
  }),
  persistMedia: action({
    params: z.object({ asset }),
    role: ['editor'],
    tried: tried.uploading,
    budget: write(1),
    async handle(call, params) {
      // With drafts, every change is looked over before it goes live: a picture too.
      if (call.settings.drafts)
        throw new Refusal(403, {
          en: 'On this site a new picture goes live with the draft it belongs to: choose it in its form (Choose an image, then Upload) and save the draft; it is published when the draft is.',
          nl: 'Op deze site gaat een nieuwe afbeelding live met het concept waar ze bij hoort: kies haar in het formulier (Kies een afbeelding, dan Uploaden) en sla het concept op; ze wordt gepubliceerd met het concept.',
        });
      const picture = pictureOf(params.asset);
      await save(call.store, {
        files: [],
        pictures: [picture],
        author: call.person,
        now: call.now,
      });
      return mediaFile(await publishedSite(call.store), picture.path);
    },
  }),
  deleteFiles: action({
    params: z.object({ paths: z.array(path).min(1).max(MAX_PICTURES) }),
    role: ['editor'],
    tried: tried.deletingPicture,
    budget: ({ paths }) => ALL_DRAFTS + write(paths.length),
    async handle(call, { paths }) {
      const pictures = paths.map((file) => contentPath(file, ['picture']));
      await deletePictures(call.store, pictures, {
        author: call.person,
        drafts: call.settings.drafts,
      });
      return { message: 'Deleted' };
    },
  }),
  getDeployPreview: action({
    params: form,
    role: ANY_ROLE,
    tried: tried.reading,
    budget: 1 + 2 * MAX_STATE_VERSIONS,
    async handle(call, params) {
      if (!call.settings.drafts || !call.previewOf) return null;
      const line = draftLine(params);
      const head = await call.store.head(line);
      // A draft's state written alone is a version hosts do not build: the preview is of its files.
      const version = head && (await call.store.builtVersion(head));
      const preview = version ? await call.previewOf(version, line) : undefined;
      // Decap links the preview once exactly this version's is live; until then it offers
      // "Check for Preview" (a host that builds no previews: nothing).
      if (!preview) return null;
      return { url: preview.url ?? '', status: preview.state.toUpperCase() };
    },
  }),
  unpublishedEntries: action({
    params: nothing,
    ...readingDrafts,
    budget: 1,
    async handle({ store }) {
      return (await store.lines('cms/')).map((line) => line.slice('cms/'.length));
    },
  }),
  unpublishedEntry: action({
    params: form,
    ...readingDrafts,
    budget: DRAFT + READ,
    async handle({ store }, params) {
      const { version, record } = await draftAt(store, draftLine(params));
      const [draft, site] = await Promise.all([store.at(version), publishedSite(store)]);
      // A texts form's language files are its one file to the editor (./texts-forms.ts).
      const joined = joinedTextsFile(record.slug);
      const formFiles = new Set(
        record.changed
          .filter((file) => draft.paths.includes(file))
          .map((file) =>
            formOf(file)?.collection === textsCollection(record.slug) ? joined : file,
          ),
      );
      const diffs = await Promise.all(
        [...formFiles].map(async (file) => ({
          path: file,
          newFile: file !== joined && !site.paths.includes(file),
          id: await contentId(new TextEncoder().encode((await readFormFile(draft, file)) ?? '')),
        })),
      );
      return unpublishedEntryOf(record, diffs);
    },
  }),
  unpublishedEntryDataFile: action({
    params: form.extend({ path }),
    ...readingDrafts,
    budget: DRAFT,
    async handle({ store }, params) {
      const { version } = await draftAt(store, draftLine(params));
      const file = contentPath(params.path, ['data', 'texts']);
      return { data: (await readFormFile(await store.at(version), file)) ?? null };
    },
  }),
  unpublishedEntryMediaFile: action({
    params: form.extend({ path }),
    ...readingDrafts,
    budget: DRAFT,
    async handle({ store }, params) {
      const { version } = await draftAt(store, draftLine(params));
      return mediaFile(await store.at(version), contentPath(params.path, ['picture']));
    },
  }),
  updateUnpublishedEntryStatus: action({
    params: form.extend({ newStatus: z.enum(STATUSES) }),
    role: ['editor', 'translator', 'publisher'],
    tried: tried.movingDraft,
    drafts: true,
    needs: ({ newStatus }) =>
      newStatus === READY
        ? { role: ['publisher'], tried: tried.settingReady }
        : { role: ['editor', 'translator'], tried: tried.movingDraft },
    budget: write(contentForms.length),
    async handle(call, params) {
      await setStatus(
        call.store,
        draftLine(params),
        params.newStatus,
        call.person,
        call.settings,
        call.now,
      );
      return { message: 'Status set' };
    },
  }),
  publishUnpublishedEntry: action({
    params: form,
    role: ['publisher'],
    tried: tried.publishing,
    drafts: true,
    budget: write(contentForms.length) + DRAFT + 2,
    async handle(call, params) {
      await publishDraft(call.store, draftLine(params), call.now);
      return { message: 'Published' };
    },
  }),
  deleteUnpublishedEntry: action({
    params: form,
    role: ['editor'],
    tried: tried.deletingDraft,
    drafts: true,
    budget: DRAFT + 4,
    async handle(call, params) {
      await deleteDraft(call.store, draftLine(params));
      return { message: 'Deleted' };
    },
  }),
  draftState: action({
    params: form,
    ...readingDrafts,
    budget: DRAFT,
    async handle({ store }, params) {
      const found = await store.draft(draftLine(params));
      return found ? draftState(found.record) : null;
    },
  }),
  setPublishTime: action({
    params: form.extend({ at: z.string().max(40).nullish() }),
    role: ['publisher'],
    tried: tried.settingTime,
    drafts: true,
    budget: write(0),
    async handle(call, params) {
      const at = params.at == null ? undefined : new Date(params.at);
      if (at && Number.isNaN(at.getTime()))
        throw new Refusal(400, 'Not understood: the time is not a date and time.');
      await setPublishTime(call.store, draftLine(params), at, call.person, call.settings, call.now);
      return { message: at ? 'Time set' : 'Time taken off' };
    },
  }),
  formHistory: action({
    params: form,
    role: ANY_ROLE,
    tried: tried.reading,
    // The list, and each version's files read once (its tree) to say what it changed.
    budget: 2 + HISTORY_LIMIT,
    async handle({ store }, params) {
      return { versions: await listedVersions(store, formOfParams(params)) };
    },
  }),
  formVersion: action({
    params: form.extend({ version: z.string().max(100) }),
    role: ANY_ROLE,
    tried: tried.reading,
    budget: 2 + 2 * READ,
    async handle({ store }, params) {
      return formAt(store, formOfParams(params), params.version);
    },
  }),
  restoreVersion: action({
    params: form.extend({ version: z.string().max(100) }),
    role: ['editor'],
    tried: tried.restoring,
    needs: (_params, settings) =>
      settings.drafts ? undefined : { role: ['publisher'], tried: tried.publishing },
    budget: 2 + 2 * READ + write(MAX_FILES + MAX_PICTURES),
    async handle(call, params) {
      const answer = await restoreVersion(call.store, formOfParams(params), params.version, {
        author: call.person,
        now: call.now,
        drafting: call.settings.drafts,
      });
      return { message: answer.message, ...(answer.notice && { notice: answer.notice }) };
    },
  }),
  translationStatus: action({
    params: nothing,
    role: ANY_ROLE,
    tried: tried.reading,
    budget: READ,
    async handle({ store }) {
      return { texts: await translationsToCheck(await publishedSite(store)) };
    },
  }),
  confirmTranslation: action({
    params: z.object({
      language: z.enum(translatedLanguages as [string, ...string[]]),
      english: z.string(),
      translation: z.string(),
    }),
    role: ['translator'],
    tried: tried.confirming,
    budget: write(1),
    async handle(call, { language, english, translation }) {
      await confirmTranslation(
        call.store,
        call.person,
        language as (typeof translatedLanguages)[number],
        english,
        translation,
      );
      return { message: 'Confirmed' };
    },
  }),
  getNotes: action({
    params: form,
    ...readingDrafts,
    budget: DRAFT + 3,
    async handle({ store, person }, params) {
      return { notes: await notesOf(store, draftLine(params), person) };
    },
  }),
  addNote: action({
    params: form.extend({
      note: z.object({ content: z.unknown() }),
      save: saveIdParams.optional(),
    }),
    ...noting,
    // A retry reads the draft's notes first, for the one its id wrote.
    budget: ({ save }) => DRAFT + 3 + (save?.retry ? NOTES : 0),
    async handle({ store, person, now }, params) {
      return {
        note: await addNote(store, draftLine(params), person, params.note, now, params.save),
      };
    },
  }),
  updateNote: action({
    params: form.extend({
      noteId: z.string().max(40),
      updates: z.object({ content: z.string().optional(), resolved: z.boolean().optional() }),
    }),
    ...noting,
    budget: DRAFT + 4,
    async handle({ store, person }, params) {
      return {
        note: await changeNote(store, draftLine(params), person, params.noteId, params.updates),
      };
    },
  }),
  toggleNoteResolution: action({
    params: form.extend({ noteId: z.string().max(40) }),
    ...noting,
    budget: DRAFT + 4,
    async handle({ store, person }, params) {
      return { note: await toggleNote(store, draftLine(params), person, params.noteId) };
    },
  }),
  deleteNote: action({
    params: form.extend({ noteId: z.string().max(40) }),
    ...noting,
    budget: DRAFT + 4,
    async handle({ store, person }, params) {
      await deleteNote(store, draftLine(params), person, params.noteId);
      return { message: 'Deleted' };
    },
  }),
};

export type ActionName = keyof typeof actions;

/** The action the page names, as the protocol judges it (each entry was typed by `action`). */
export const actionNamed = (name: unknown): Action<unknown> | undefined =>
  typeof name === 'string' && Object.hasOwn(actions, name)
    ? (actions[name as ActionName] as unknown as Action<unknown>)
    : undefined;

/** Whether `call`'s person may call `name` with `params`, judged as ./protocol.ts judges it (role, the role its parameters need, drafts). */
function mayCall(
  name: ActionName,
  params: Record<string, unknown>,
  person: Author,
  settings: ApiSettings,
): boolean {
  const { role, needs, drafts } = actionNamed(name) as Action<Record<string, unknown>>;
  const theirs = rolesOf(settings.roles, person);
  const may = (wanted: readonly Role[] | 'anyone') =>
    wanted === 'anyone' || wanted.some((one) => theirs.has(one));
  if (!may(role) || (drafts && !settings.drafts)) return false;
  const needed = needs?.(params, settings);
  return !needed || may(needed.role);
}

/**
 * What the editor offers a person (src/admin/publishing/roles-offered.ts), each the action it
 * calls, judged here by the same entries that judge the call: the page offers nothing the
 * server would refuse for the person's role.
 */
export function offersTo(person: Author, settings: ApiSettings): Offers {
  const { drafts } = settings;
  const theirs = rolesOf(settings.roles, person);
  const may = (name: ActionName, params: Record<string, unknown> = {}) =>
    mayCall(name, params, person, settings);
  return {
    read: may('getEntry'),
    // A change, as a draft (where there are none, to be published by whoever may).
    save: may('persistEntry', { options: { useWorkflow: true } }),
    wholeForm: WHOLE_FORM.some((role) => theirs.has(role)),
    publish: drafts
      ? may('publishUnpublishedEntry')
      : may('persistEntry', { options: { useWorkflow: false } }),
    setReady: may('updateUnpublishedEntryStatus', { newStatus: READY }),
    setTime: may('setPublishTime'),
    deleteDraft: may('deleteUnpublishedEntry'),
    deletePicture: may('deleteFiles'),
    restore: may('restoreVersion'),
    confirmTranslation: may('confirmTranslation'),
  };
}
