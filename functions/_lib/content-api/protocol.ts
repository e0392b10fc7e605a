// The content API: Decap's proxy protocol (decap-cms-backend-proxy: one POST of
// `{ action, params }`), answered over a store (./store.ts). The page sends and receives
// content (an entry's files, pictures as base64, a draft by its form, notes on a draft,
// ./notes.ts); nothing it says about git (a branch, an id, a commit message) is read. Each action is judged by what it reaches:
// only the content model's files (src/content/content-files.ts) and forms (src/content/forms.ts).
// Hosts run it behind their sign-in (./host.ts); `npm run cms` runs it on the working copy
// (scripts/lib/content-server.ts).
import { contentKind, isContentFile, pictureFolders } from '../../../src/content/content-files';
import {
  type FormAddress,
  contentForms,
  draftBranchOf,
  formOf,
  textsCollection,
} from '../../../src/content/forms';
import { joinedTextsFile, textsNamespaceOf } from '../../../src/content/joined-texts';
import { type DraftRecord, READY, isStatus } from './draft-record';
import { Refusal } from './refusal';
import { answer, refuse } from '../gateway/answers';
import { type Picture, type SavedFile, checkOrRefuse, save } from './save';
import { readText, withChanges } from './snapshot-source';
import { joinAnswer, joinOutcomes, readFormFile, storedFiles } from './texts-forms';
import {
  type Author,
  Moved,
  type Snapshot,
  type Store,
  StoreUnavailable,
  whileMoved,
} from './store';
import { deleteDraft, draftAt, publishDraft, setPublishTime, setStatus } from './workflow';
import { addNote, changeNote, deleteNote, notesOf, toggleNote } from './notes';
import { confirmTranslation, translationsToCheck } from './translation-status';
import { formAt, formHistory, restoreVersion } from './history';
import { type RoleMap, judgeTranslation, requireRole, rolesOf } from './roles';
import { readValues } from '../../../src/content/merge/merge-file';
import { base64Of, bytesOfBase64 } from '../../../src/core/base64';
import { translatedLanguages } from '../../../src/content/translations';
import type { Language } from '../../../src/core/languages';
import {
  type EditorLanguage,
  type Said,
  editorLanguages,
  requestEditorLanguage,
} from '../../../src/core/editor-language';

/** The largest request: a picture of the largest size the check allows, as base64, and its form. */
export const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

export interface ApiSettings {
  drafts: boolean;
  fourEyes: boolean;
  /** Who may do what (./roles.ts); undefined: everyone all. */
  roles?: RoleMap;
}

export interface ApiCall {
  store: Store;
  person: Author;
  settings: ApiSettings;
  now: Date;
  /** The host's preview of a draft's version, where the host builds previews (../gateway/previews.ts). */
  previewOf?: (
    version: string,
    line: string,
  ) => Promise<{ state: string; url?: string } | undefined>;
}

type Params = Record<string, unknown>;

/** What a person tried, as a refusal for their role names it. */
const tried = {
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
} satisfies Record<string, Said>;

const keepsNoDrafts: Said = {
  en: 'This site publishes at once: it keeps no drafts.',
  nl: 'Deze site publiceert meteen: ze bewaart geen concepten.',
};

// A call the editor's page never makes (a developer's, or a crafted one) is refused in English.
const notUnderstood = (what: string) => new Refusal(400, `Not understood: ${what}.`);

/** The request's body, read only as far as MAX_REQUEST_BYTES: a longer one is refused unread. */
export async function boundedJson(request: Request, limit = MAX_REQUEST_BYTES): Promise<unknown> {
  const tooLarge = () =>
    new Refusal(413, `The request is larger than ${limit / 1024 / 1024} MB: nothing was read.`);
  const declared = Number(request.headers.get('Content-Length') ?? NaN);
  if (declared > limit) throw tooLarge();
  const reader = request.body?.getReader();
  if (!reader) throw notUnderstood('the request has no body');
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw notUnderstood('the body is not JSON');
  }
}

const text = (value: unknown, what: string): string => {
  if (typeof value !== 'string') throw notUnderstood(`${what} must be text`);
  return value;
};

/** A path the page may name: a file of the content model, exactly. */
function contentPath(
  value: unknown,
  kinds: Array<ReturnType<typeof contentKind>> = ['data', 'texts', 'picture'],
): string {
  const path = text(value, 'a path');
  // A texts form's file (every language joined: ./texts-forms.ts) is read and written as texts.
  const kind = contentKind(path) ?? (textsNamespaceOf(path) === undefined ? undefined : 'texts');
  if (!kind || !kinds.includes(kind))
    throw new Refusal(
      403,
      `${path} is not ${kinds.includes('data') ? 'a content file' : 'a picture'} of the site: the editor reaches data/ and locales/ only, as the content model lists them.`,
    );
  return path;
}

/**
 * The form a draft belongs to, from `{ collection, slug }`, or from Decap's key
 * `collection/slug` where it names a draft by `id` alone (a file's `id` beside them is the
 * file's version, and is not read).
 */
function formOfParams(params: Params): FormAddress {
  let { collection, slug } = params;
  if (collection === undefined && slug === undefined && typeof params.id === 'string') {
    const at = params.id.indexOf('/');
    [collection, slug] = [params.id.slice(0, at), params.id.slice(at + 1)];
  }
  const form = contentForms.find((one) => one.collection === collection && one.file === slug);
  if (!form) throw new Refusal(404, `There is no form ${String(collection)}/${String(slug)}.`);
  return form;
}

const draftLine = (params: Params) => draftBranchOf(formOfParams(params));

/** A content-level id of a file's bytes: it changes when the file does (never a git id). */
async function contentId(bytes: Uint8Array) {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>),
  );
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function entry(snapshot: Snapshot, path: string) {
  const data = await readFormFile(snapshot, path);
  return data === undefined
    ? { data: null, file: { path, id: null } }
    : { data, file: { path, id: await contentId(new TextEncoder().encode(data)) } };
}

function fromBase64(value: unknown, what: string): Uint8Array {
  const written = text(value, what);
  try {
    return bytesOfBase64(written);
  } catch {
    throw notUnderstood(`${what} is not base64`);
  }
}

async function mediaFile(snapshot: Snapshot, path: string) {
  const bytes = await snapshot.read(path);
  if (!bytes) throw new Refusal(404, `${path} is not there.`);
  return {
    id: await contentId(bytes),
    content: base64Of(bytes),
    encoding: 'base64',
    path,
    name: path.slice(path.lastIndexOf('/') + 1),
  };
}

const published = async ({ store }: ApiCall) => store.at((await store.head(store.publishedLine))!);

const pictureOf = (value: unknown): Picture => {
  const asset = (value ?? {}) as Params;
  return {
    path: contentPath(asset.path, ['picture']),
    bytes: fromBase64(asset.content, 'a picture'),
  };
};

/** Whether any open draft's files name the picture at `path`. */
async function draftsUse({ store }: ApiCall, path: string): Promise<boolean> {
  const name = path.slice(path.lastIndexOf('/') + 1);
  for (const line of await store.lines('cms/')) {
    const [version, record] = await Promise.all([store.head(line), store.record(line)]);
    if (!version || !record) continue;
    const draft = await store.at(version);
    for (const changed of record.changed)
      if (changed === path || (await readText(draft, changed))?.includes(name)) return true;
  }
  return false;
}

async function persistEntry(call: ApiCall, params: Params) {
  const options = (params.options ?? {}) as Params;
  const drafting = options.useWorkflow === true;
  const { roles } = call.settings;
  requireRole(roles, call.person, ['editor', 'translator'], tried.changing);
  if (!drafting) requireRole(roles, call.person, ['publisher'], tried.publishing);
  // A translator who is no editor changes translations only (./roles.ts).
  const translatorOnly = !rolesOf(roles, call.person).has('editor');
  if (drafting && !call.settings.drafts) throw new Refusal(403, keepsNoDrafts);
  if (!drafting && call.settings.drafts)
    throw new Refusal(403, {
      en: 'On this site changes are saved as drafts and published from the workflow once looked over.',
      nl: 'Op deze site worden wijzigingen als concept opgeslagen en na controle vanuit de workflow gepubliceerd.',
    });
  const dataFiles = Array.isArray(params.dataFiles) ? (params.dataFiles as Params[]) : [];
  if (dataFiles.length === 0) throw notUnderstood('a save names its files');
  const forms: SavedFile[] = dataFiles.map((file) => ({
    path: contentPath(file.path, ['data', 'texts']),
    raw: text(file.raw, 'a file'),
    ...(typeof file.base === 'string' && { base: file.base }),
  }));
  const files = forms.flatMap(storedFiles);
  const pictures = (Array.isArray(params.assets) ? params.assets : []).map(pictureOf);
  if (translatorOnly && pictures.length)
    throw new Refusal(403, {
      en: 'A translator changes the translations only: pictures are an editor’s.',
      nl: 'Een vertaler wijzigt alleen de vertalingen: afbeeldingen zijn voor een redacteur.',
    });
  let draft;
  if (drafting) {
    const form = formOfParams({ collection: options.collectionName, slug: dataFiles[0].slug });
    // A draft holds its own form's files (and pictures): what a reviewer opens is all it changes.
    for (const { path } of files) {
      const of = formOf(path);
      if (of?.collection !== form.collection || of.file !== form.file)
        throw new Refusal(403, {
          en: `${path} is not a file of the form ${form.collection}: a draft changes its own form's files only.`,
          nl: `${path} is geen bestand van het formulier ${form.collection}: een concept wijzigt alleen de bestanden van zijn eigen formulier.`,
        });
    }
    draft = {
      line: draftBranchOf(form),
      collection: form.collection,
      slug: form.file,
      status: typeof options.status === 'string' ? options.status : undefined,
    };
  }
  try {
    const answer = await save(call.store, {
      files,
      pictures,
      draft,
      author: call.person,
      now: call.now,
      ...(translatorOnly && {
        judge: (path: string, before: string | undefined, after: string) =>
          judgeTranslation(
            path,
            before === undefined ? undefined : readValues(path, before),
            readValues(path, after),
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

async function persistMedia(call: ApiCall, params: Params) {
  requireRole(call.settings.roles, call.person, ['editor'], tried.uploading);
  const picture = pictureOf(params.asset);
  const site = await published(call);
  if (call.settings.drafts && site.paths.includes(picture.path))
    throw new Refusal(403, {
      en: `${picture.path} is on the site already: on this site a picture is replaced through its form, saved as a draft and looked over. Upload it under a new name, or choose it in the form.`,
      nl: `${picture.path} staat al op de site: op deze site vervangt u een afbeelding via haar formulier, als concept opgeslagen en gecontroleerd. Upload haar onder een nieuwe naam, of kies haar in het formulier.`,
    });
  await save(call.store, { files: [], pictures: [picture], author: call.person, now: call.now });
  return mediaFile(await published(call), picture.path);
}

async function deleteFiles(call: ApiCall, paths: unknown[]) {
  requireRole(call.settings.roles, call.person, ['editor'], tried.deletingPicture);
  const pictures = paths.map((path) => contentPath(path, ['picture']));
  for (const path of pictures)
    if (await draftsUse(call, path))
      throw new Refusal(409, {
        en: `${path} is used by a draft: it stays until that draft is published or deleted.`,
        nl: `${path} wordt door een concept gebruikt: ze blijft tot dat concept gepubliceerd of verwijderd is.`,
      });
  const { store } = call;
  return whileMoved(async () => {
    const version = (await store.head(store.publishedLine))!;
    const site = await store.at(version);
    const changes = new Map(pictures.map((path) => [path, null] as const));
    await checkOrRefuse(withChanges(site, changes), site);
    await store.write(store.publishedLine, {
      expect: version,
      parent: version,
      changes,
      info: { message: `Pictures deleted: ${pictures.join(', ')}`, author: call.person },
    });
    return { message: 'Deleted' };
  });
}

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
  // A record kept before notices were said in every language holds its English alone.
  notice:
    typeof record.notice === 'string'
      ? Object.fromEntries(editorLanguages.map((language) => [language, record.notice]))
      : (record.notice ?? null),
  authors: record.authors.map(({ name }) => name),
});

type Action = (call: ApiCall, params: Params) => Promise<unknown>;

const drafts =
  (action: Action): Action =>
  (call, params) => {
    if (!call.settings.drafts) throw new Refusal(403, keepsNoDrafts);
    return action(call, params);
  };

const actions: Record<string, Action> = {
  async whoami({ person, settings }) {
    return { name: person.name, email: person.email, roles: [...rolesOf(settings.roles, person)] };
  },
  async editorSettings(call) {
    return {
      drafts: call.settings.drafts,
      fourEyes: call.settings.drafts && call.settings.fourEyes,
    };
  },
  async entriesByFolder(call, { folder, extension, depth }) {
    const prefix = `${text(folder, 'a folder').replace(/\/$/, '')}/`;
    const site = await published(call);
    const deepest = typeof depth === 'number' ? depth : 1;
    const paths = site.paths.filter(
      (path) =>
        path.startsWith(prefix) &&
        isContentFile(path) &&
        path.endsWith(`.${text(extension, 'an extension')}`) &&
        path.slice(prefix.length).split('/').length <= deepest,
    );
    return Promise.all(paths.map((path) => entry(site, path)));
  },
  async entriesByFiles(call, { files }) {
    const site = await published(call);
    const list = Array.isArray(files) ? (files as Params[]) : [];
    return Promise.all(
      list.map(async (file) => {
        const found = await entry(site, contentPath(file.path, ['data', 'texts']));
        return {
          ...found,
          file: { ...found.file, ...(typeof file.label === 'string' && { label: file.label }) },
        };
      }),
    );
  },
  async getEntry(call, { path }) {
    return entry(await published(call), contentPath(path, ['data', 'texts']));
  },
  async getMedia(call, { mediaFolder }) {
    const folder = text(mediaFolder, 'a folder').replace(/\/$/, '');
    if (!pictureFolders.some((pictures) => `${pictures}/`.startsWith(`${folder}/`)))
      throw new Refusal(403, `${folder} is not a picture folder of the site.`);
    const site = await published(call);
    // The folder's own pictures, as Decap's media library lists a folder.
    const paths = site.paths.filter(
      (path) =>
        path.startsWith(`${folder}/`) &&
        !path.slice(folder.length + 1).includes('/') &&
        contentKind(path) === 'picture',
    );
    return Promise.all(paths.map((path) => mediaFile(site, path)));
  },
  async getMediaFile(call, { path }) {
    return mediaFile(await published(call), contentPath(path, ['picture']));
  },
  persistEntry,
  persistMedia,
  async deleteFiles(call, { paths }) {
    if (!Array.isArray(paths)) throw notUnderstood('paths must be a list');
    return deleteFiles(call, paths);
  },
  async getDeployPreview(call, params) {
    if (!call.settings.drafts || !call.previewOf) return null;
    const line = draftLine(params);
    const version = await call.store.head(line);
    const preview = version ? await call.previewOf(version, line) : undefined;
    // Decap links the preview once exactly this version's is live; until then it offers
    // "Check for Preview" (a host that builds no previews: nothing).
    if (!preview) return null;
    return { url: preview.url ?? '', status: preview.state.toUpperCase() };
  },
  unpublishedEntries: drafts(async ({ store }) =>
    (await store.lines('cms/')).map((line) => line.slice('cms/'.length)),
  ),
  unpublishedEntry: drafts(async (call, params) => {
    const { store } = call;
    const line = draftLine(params);
    const version = await store.head(line);
    const record = version && (await store.record(line));
    if (!version || !record) throw new Refusal(404, 'Not Found');
    const [draft, site] = await Promise.all([store.at(version), published(call)]);
    // A texts form's language files are its one file to the editor (./texts-forms.ts).
    const joined = joinedTextsFile(record.slug);
    const formFiles = new Set(
      record.changed
        .filter((path) => draft.paths.includes(path))
        .map((path) => (formOf(path)?.collection === textsCollection(record.slug) ? joined : path)),
    );
    const diffs = await Promise.all(
      [...formFiles].map(async (path) => ({
        path,
        newFile: path !== joined && !site.paths.includes(path),
        id: await contentId(new TextEncoder().encode((await readFormFile(draft, path)) ?? '')),
      })),
    );
    return unpublishedEntryOf(record, diffs);
  }),
  unpublishedEntryDataFile: drafts(async ({ store }, params) => {
    const { version } = await draftAt(store, draftLine(params));
    return {
      data:
        (await readFormFile(
          await store.at(version),
          contentPath(params.path, ['data', 'texts']),
        )) ?? null,
    };
  }),
  unpublishedEntryMediaFile: drafts(async ({ store }, params) => {
    const { version } = await draftAt(store, draftLine(params));
    return mediaFile(await store.at(version), contentPath(params.path, ['picture']));
  }),
  updateUnpublishedEntryStatus: drafts(async (call, params) => {
    if (!isStatus(params.newStatus))
      throw notUnderstood('the status must be draft, pending_review or pending_publish');
    if (params.newStatus === READY)
      requireRole(call.settings.roles, call.person, ['publisher'], tried.settingReady);
    else requireRole(call.settings.roles, call.person, ['editor', 'translator'], tried.movingDraft);
    await setStatus(
      call.store,
      draftLine(params),
      params.newStatus,
      call.person,
      call.settings,
      call.now,
    );
    return { message: 'Status set' };
  }),
  publishUnpublishedEntry: drafts(async (call, params) => {
    requireRole(call.settings.roles, call.person, ['publisher'], tried.publishing);
    await publishDraft(call.store, draftLine(params), call.now);
    return { message: 'Published' };
  }),
  deleteUnpublishedEntry: drafts(async (call, params) => {
    requireRole(call.settings.roles, call.person, ['editor'], tried.deletingDraft);
    await deleteDraft(call.store, draftLine(params));
    return { message: 'Deleted' };
  }),
  draftState: drafts(async ({ store }, params) => {
    const line = draftLine(params);
    const record = (await store.head(line)) && (await store.record(line));
    return record ? draftState(record) : null;
  }),
  setPublishTime: drafts(async (call, params) => {
    requireRole(call.settings.roles, call.person, ['publisher'], tried.settingTime);
    const at = params.at === null ? undefined : new Date(text(params.at, 'the time'));
    if (at && Number.isNaN(at.getTime())) throw notUnderstood('the time is not a date and time');
    await setPublishTime(call.store, draftLine(params), at, call.person, call.settings, call.now);
    return { message: at ? 'Time set' : 'Time taken off' };
  }),
  async formHistory(call, params) {
    return { versions: await formHistory(call.store, formOfParams(params)) };
  },
  async formVersion(call, params) {
    return formAt(call.store, formOfParams(params), params.version);
  },
  async restoreVersion(call, params) {
    const { roles, drafts } = call.settings;
    requireRole(roles, call.person, ['editor'], tried.restoring);
    if (!drafts) requireRole(roles, call.person, ['publisher'], tried.publishing);
    const form = formOfParams(params);
    const answer = await restoreVersion(call.store, form, params.version, {
      author: call.person,
      now: call.now,
      drafting: drafts,
    });
    return { message: answer.message, ...(answer.notice && { notice: answer.notice }) };
  },
  async translationStatus(call) {
    return { texts: await translationsToCheck(await published(call)) };
  },
  async confirmTranslation(call, { language, english, translation }) {
    requireRole(call.settings.roles, call.person, ['translator'], tried.confirming);
    if (!translatedLanguages.includes(language as Language))
      throw notUnderstood(`the language must be one of ${translatedLanguages.join(', ')}`);
    await confirmTranslation(
      call.store,
      call.person,
      language as Language,
      text(english, 'the English'),
      text(translation, 'the translation'),
    );
    return { message: 'Confirmed' };
  },
  getNotes: drafts(async ({ store, person }, params) => ({
    notes: await notesOf(store, draftLine(params), person),
  })),
  addNote: drafts(async ({ store, person, now }, params) => ({
    note: await addNote(store, draftLine(params), person, params.note, now),
  })),
  updateNote: drafts(async ({ store, person }, params) => ({
    note: await changeNote(store, draftLine(params), person, params.noteId, params.updates),
  })),
  toggleNoteResolution: drafts(async ({ store, person }, params) => ({
    note: await toggleNote(store, draftLine(params), person, params.noteId),
  })),
  deleteNote: drafts(async ({ store, person }, params) => {
    await deleteNote(store, draftLine(params), person, params.noteId);
    return { message: 'Deleted' };
  }),
};

/** Words for a line that kept moving under a write: nothing was written. */
const busy: Said = {
  en: 'Someone else is saving the same content right now: nothing was written. Try again in a moment.',
  nl: 'Iemand anders slaat op dit moment dezelfde inhoud op: er is niets geschreven. Probeer het zo opnieuw.',
};

const unavailable: Said = {
  en: 'Where the content is kept did not answer in time. Try again in a minute: what was done already is not done twice.',
  nl: 'De opslag van de inhoud antwoordde niet op tijd. Probeer het over een minuut opnieuw: wat al gedaan is, gebeurt niet twee keer.',
};

/** A call as the page sent it: its action and parameters. */
export interface ParsedCall {
  action: string;
  params: Params;
  /** The language its person reads refusals in (the request's cookie or Accept-Language). */
  language: EditorLanguage;
}

/** The request's call, read within MAX_REQUEST_BYTES; a Refusal when it is none. */
export async function parseCall(request: Request): Promise<ParsedCall> {
  if (request.method !== 'POST') throw new Refusal(405, 'The content API answers POST only.');
  const body = await boundedJson(request);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw notUnderstood('the body is not a JSON object');
  const { action, params } = body as Params;
  if (typeof action !== 'string' || !Object.hasOwn(actions, action))
    throw new Refusal(422, `The content API has no action ${JSON.stringify(action)}.`);
  return {
    action,
    params: (params && typeof params === 'object' ? params : {}) as Params,
    language: requestEditorLanguage(request),
  };
}

/** A refusal, or a store's failure, as the page reads it, in the person's language. */
export function refusalOf(error: unknown, language: EditorLanguage): Response {
  if (error instanceof Refusal) return refuse(error.status, error.in(language), error.extra);
  if (error instanceof Moved) return refuse(409, busy[language]);
  if (error instanceof StoreUnavailable) return refuse(503, unavailable[language]);
  throw error;
}

/** A parsed call answered for `call`'s person. */
export async function answerCall(
  { action, params, language }: ParsedCall,
  call: ApiCall,
): Promise<Response> {
  try {
    return answer((await actions[action](call, params)) ?? null);
  } catch (error) {
    return refusalOf(error, language);
  }
}

/** One call of the protocol: its answer, or its refusal in words. */
export async function answerProtocol(request: Request, call: ApiCall): Promise<Response> {
  let parsed: ParsedCall;
  try {
    parsed = await parseCall(request);
  } catch (error) {
    return refusalOf(error, requestEditorLanguage(request));
  }
  return answerCall(parsed, call);
}
