// The editor's backend: Decap's proxy backend speaking the content API
// (functions/_lib/content-api/), on this machine (`npm run cms`) and on the site alike. The
// server merges, checks and writes every save; the page checks first too, with the
// validator's own check (src/content/check.ts) on the content as it would be after the write,
// so a write that `npm run validate` would refuse is refused at once, in the form's words,
// before anything is sent. Decap calls a backend through the methods of its `Implementation`
// interface; this one is Decap's proxy backend around which (../decap/backends.ts) the saves
// are sent here and the reads say a lost connection in words (./backend-files.ts), registered under its own name (`checked-proxy`), which the generated configuration names
// (gatsby/admin/decap-config.ts).
import { checkContent } from '../../content/check';
import { imageProblem } from '../../content/images';
import type { Problem, ValidationReport } from '../../content/problem';
import {
  CONNECTION_LOST_MESSAGE,
  ConnectionLost,
  type PendingChange,
  withConnectionWords,
  storedFiles,
  withChange,
} from './backend-files';
import { followTyping } from './follow-typing';
import { type FileOutcome, clashedForms, filesToSend, savedForms } from './merge-since-loaded';
import { ContentApiRefusal, ContentApiUnreachable, askContentApi } from './content-api';
import { saveIds } from './save-ids';
import {
  DRAFT_WORDS,
  PUBLISH_WORDS,
  type SaveWords,
  published,
  refuseClashes,
  showMergedNotice,
} from './since-loaded-notices';
import { draftChanged } from './publish-time-bar';
import { around, registerBackendAround } from '../decap/backends';
import type { AssetProxy, BackendImplementation, DataFile, PersistOptions } from '../decap/types';
import { setEditorBackend } from '../decap/editor-backend';
import { keepFormPlace } from '../decap/form-place';
import { checkedBackends, checkedName } from '../forms/form-names';
import {
  type Finding,
  Refusal,
  asRefusal,
  clearFindings,
  showFindings,
} from '../panel/report-panel';
import { imageFile } from '../pictures/image-file';
import { endSiteSession, siteSignIn } from './site-session';
import { rememberSaved } from './stored-content';
import { languageFiles } from '../../content/joined-texts';
import { count, editorLanguage, say } from '../words/say';
import type { Said } from '../../core/editor-language';
import { base64Of } from '../../core/base64';

/** What the panel says when a write is refused: its title's start, and what to do. */
interface RefusalWords {
  what: string;
  note: string;
}

const refusals = {
  publish: {
    what: PUBLISH_WORDS.not,
    note: say({
      en: 'Nothing was saved. Correct what the list names, then publish again.',
      nl: 'Er is niets opgeslagen. Verbeter wat de lijst noemt en publiceer dan opnieuw.',
    }),
  },
  draft: {
    what: DRAFT_WORDS.not,
    note: say({
      en: 'Nothing was saved. Correct what the list names, then save again.',
      nl: 'Er is niets opgeslagen. Verbeter wat de lijst noemt en sla dan opnieuw op.',
    }),
  },
  delete: {
    what: say({ en: 'Not deleted', nl: 'Niet verwijderd' }),
    note: say({
      en: 'The content still shows this picture. Choose another picture in its place and publish first. (To replace a picture, upload the new one and publish: it takes the old file’s place.)',
      nl: 'De inhoud toont deze afbeelding nog. Kies eerst een andere afbeelding in haar plaats en publiceer. (Om een afbeelding te vervangen, upload de nieuwe en publiceer: ze neemt de plaats van het oude bestand in.)',
    }),
  },
} satisfies Record<string, RefusalWords>;

/** "Not published: the content check found 2 problems". */
const checkFound = (what: string, problems: number) => {
  const found = count(
    problems,
    { en: 'problem', nl: 'probleem' },
    { en: 'problems', nl: 'problemen' },
  );
  return say({
    en: `${what}: the content check found ${found}`,
    nl: `${what}: de inhoudscontrole vond ${found}`,
  });
};

/** "Not published: the site refused it". */
const siteRefused = (what: string) =>
  say({ en: `${what}: the site refused it`, nl: `${what}: de site weigerde het` });

const NOT_UPLOADED = say({ en: 'Not uploaded', nl: 'Niet geüpload' });
const STATUS_NOT_CHANGED = say({ en: 'Status not changed', nl: 'Status niet gewijzigd' });

/** Reads through the backend; a file it could not read refuses the write, saying why. */
async function readingOrRefuse<T>(what: string, reading: () => Promise<T>): Promise<T> {
  try {
    return await reading();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    showFindings({
      kind: 'error',
      title:
        error instanceof ConnectionLost
          ? say({
              en: `${what}: the editor cannot reach its backend`,
              nl: `${what}: de editor bereikt zijn server niet`,
            })
          : say({
              en: `${what}: the content could not be checked`,
              nl: `${what}: de inhoud kon niet gecontroleerd worden`,
            }),
      problems: [{ message }],
    });
    throw error;
  }
}

/**
 * The check on the content as it would be after a write. Its errors, or a file it could not
 * read, refuse the write: listed in the panel, summed up in Decap's toast (which leaves after
 * eight seconds; the panel stays). Returns the report of a write that may go ahead.
 */
async function checkOrRefuse(
  backend: BackendImplementation,
  change: PendingChange,
  { what, note }: RefusalWords,
  stored = storedFiles(backend),
): Promise<ValidationReport> {
  const report = await readingOrRefuse(what, () =>
    checkContent(withChange(stored, change), { before: stored }),
  );
  if (report.errors.length === 0) return report;
  const refusal = (errors: Problem[]): Finding => ({
    kind: 'error',
    title: checkFound(what, errors.length),
    problems: errors,
    note,
  });
  const finding = refusal(report.errors);
  showFindings(finding);
  followTyping({ backend, finding, refusal });
  throw new Refusal(finding.title);
}

/** The server's warnings about the files just written (a missing Dutch text): shown, never blocking. */
function showWarnings(warnings: Problem[], words: SaveWords) {
  if (warnings.length === 0) return clearFindings();
  const found = count(
    warnings.length,
    { en: 'warning', nl: 'waarschuwing' },
    { en: 'warnings', nl: 'waarschuwingen' },
  );
  showFindings({
    kind: 'warning',
    title: say({ en: `${words.done}, with ${found}`, nl: `${words.done}, met ${found}` }),
    problems: warnings,
  });
}

async function refuseUnusable(file: AssetProxy) {
  if (!file.fileObj) return;
  const problem = imageProblem(await imageFile(file.fileObj), editorLanguage());
  if (problem) {
    const message = `"${file.fileObj.name}" ${problem}`;
    showFindings({ kind: 'error', title: NOT_UPLOADED, problems: [{ message }] });
    throw new Refusal(NOT_UPLOADED);
  }
}

/**
 * The content API refused a call in words: shown in the panel as the editor's own refusals
 * are (a draft set Ready by its author, a Publish of a draft no longer Ready, a picture a
 * draft still uses). The editor's own refusals have shown their panel already.
 */
function showApiRefusal(error: unknown, what: string) {
  if (error instanceof Refusal) return;
  if (!(error instanceof Error) || error instanceof ConnectionLost) return;
  const message = error.message.replace(/^(\w*Error:\s*)+/i, '');
  showFindings({ kind: 'error', title: siteRefused(what), problems: [{ message }] });
}

/** What the content API answers a save (functions/_lib/content-api/save.ts, SaveAnswer). */
interface SaveAnswer {
  written: Record<string, string>;
  mergedMeanwhile: string[];
  warnings: Problem[];
  notice?: Said;
}

/**
 * A save sent: the content API's answer, or its refusal shown in the panel: a clash with what
 * changed meanwhile (./since-loaded-notices.ts), the check's problems, or its sentence.
 */
async function sentOrRefused(
  what: string,
  words: SaveWords,
  forms: DataFile[],
  send: () => Promise<SaveAnswer>,
): Promise<SaveAnswer> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof ContentApiUnreachable) throw new ConnectionLost(CONNECTION_LOST_MESSAGE);
    if (!(error instanceof ContentApiRefusal)) throw error;
    const { clashes, problems } = error.extra as { clashes?: FileOutcome[]; problems?: Problem[] };
    if (clashes) refuseClashes(clashedForms(forms, clashes), words);
    const finding: Finding = problems
      ? {
          kind: 'error',
          title: checkFound(what, problems.length),
          problems,
        }
      : {
          kind: 'error',
          title: siteRefused(what),
          problems: [{ message: error.message }],
        };
    showFindings(finding);
    throw new Refusal(finding.title);
  }
}

/** This page's saves' ids: a change sent again after its answer was lost is a retry (./save-ids.ts). */
const pageSaves = saveIds();
/** Its notes' ids, the same way: a note sent again after its answer was lost is written once. */
const pageNotes = saveIds();

/** `inner` whose writes are merged, checked and explained; signing out ends the site's session. */
function withCheckedWrites(inner: BackendImplementation): BackendImplementation {
  /**
   * A Publish, or with drafts on a draft saved: checked here first, for an answer at once in
   * the form's words; then sent to the content API, which merges it with what changed since
   * the form was loaded, checks it again and writes it (functions/_lib/content-api/save.ts).
   */
  async function save(
    entry: { dataFiles: Array<DataFile & { slug?: string }>; assets: AssetProxy[] },
    options: PersistOptions,
  ) {
    clearFindings();
    const drafting = options.useWorkflow === true;
    const [refusal, words] = drafting
      ? [refusals.draft, DRAFT_WORDS]
      : [refusals.publish, PUBLISH_WORDS];
    for (const asset of entry.assets) await refuseUnusable(asset);
    const sent = filesToSend(entry.dataFiles);
    // The check reads the files as stored: a texts form's file is its languages' files.
    const files = new Map(entry.dataFiles.flatMap(languageFiles).map((f) => [f.path, f.raw]));
    const images = new Map(
      entry.assets.flatMap((asset) => (asset.fileObj ? [[asset.path, asset.fileObj]] : [])),
    ) as Map<string, Blob>;
    await checkOrRefuse(inner, { files, images }, refusal);
    const slug = entry.dataFiles[0]?.slug;
    const dataFiles = sent.map(({ path, raw, base }) => ({ path, raw, base, slug }));
    const sentOptions = {
      useWorkflow: drafting,
      collectionName: options.collectionName,
      status: options.status,
    };
    const change = JSON.stringify([
      dataFiles,
      [...images].map(([path, blob]) => [path, blob.size]),
      sentOptions,
    ]);
    // Decap draws the form anew after a draft's save: its place is given back then.
    keepFormPlace();
    const answer = await sentOrRefused(refusal.what, words, entry.dataFiles, async () =>
      pageSaves.send(change, async (save) =>
        askContentApi<SaveAnswer>('persistEntry', {
          dataFiles,
          assets: await Promise.all(
            [...images].map(async ([path, blob]) => ({
              path,
              content: base64Of(new Uint8Array(await blob.arrayBuffer())),
              encoding: 'base64',
            })),
          ),
          options: sentOptions,
          save,
        }),
      ),
    );
    // The previews' other parts show the site as published: a draft does not change them, but
    // the bar of its time to go live follows it.
    if (drafting) draftChanged();
    else rememberSaved(new Map(Object.entries(answer.written)));
    const meanwhile = savedForms(entry.dataFiles, answer.written, answer.mergedMeanwhile);
    published(meanwhile, entry.dataFiles);
    if (answer.notice)
      showFindings({
        kind: 'warning',
        title: say({
          en: `${words.done}: it is no longer Ready`,
          nl: `${words.done}: het staat niet meer op "Klaar"`,
        }),
        problems: [{ message: say(answer.notice) }],
      });
    else if (!showMergedNotice(meanwhile, words)) showWarnings(answer.warnings, words);
  }

  /**
   * The editor's own reads (the preview's stored content, its pictures) go through this
   * backend once it has signed in: before, the site's content API answers nobody.
   */
  const signedIn = async <User>(signingIn: Promise<User>): Promise<User> => {
    const user = await signingIn;
    setEditorBackend(checked);
    return user;
  };

  const onSite = siteSignIn();
  // Decap shows what a write ends with in its notice: always a Refusal's plain words.
  const checked: BackendImplementation = around(inner, {
    ...(onSite.authComponent && { authComponent: onSite.authComponent }),
    authenticate: (credentials: unknown) =>
      signedIn((onSite.authenticate ?? inner.authenticate).call(inner, credentials)),
    restoreUser: (user: unknown) =>
      signedIn((onSite.restoreUser ?? inner.restoreUser).call(inner, user)),
    async logout() {
      const signOutOfAccess = await endSiteSession();
      await inner.logout?.();
      if (signOutOfAccess) window.location.assign(signOutOfAccess);
    },
    async persistEntry(entry, options) {
      try {
        await save(entry, options);
      } catch (error) {
        throw asRefusal(error, options.useWorkflow ? refusals.draft.what : refusals.publish.what);
      }
    },
    // Publishing a draft is the content API's (functions/_lib/content-api/workflow.ts): its
    // refusal (not Ready, saved again since, the site changed under it, the check) in the panel.
    ...(inner.publishUnpublishedEntry && {
      async publishUnpublishedEntry(collection: string, slug: string) {
        clearFindings();
        try {
          await inner.publishUnpublishedEntry!(collection, slug);
          draftChanged();
        } catch (error) {
          showApiRefusal(error, refusals.publish.what);
          throw asRefusal(error, refusals.publish.what);
        }
      },
    }),
    // A draft's status and its deletion: the bar of its time to go live follows them.
    ...(inner.updateUnpublishedEntryStatus && {
      async updateUnpublishedEntryStatus(collection: string, slug: string, status: string) {
        clearFindings();
        try {
          await inner.updateUnpublishedEntryStatus!(collection, slug, status);
        } catch (error) {
          // Ready refused (four eyes, a clash with what was published meanwhile): in words.
          showApiRefusal(error, STATUS_NOT_CHANGED);
          throw asRefusal(error, STATUS_NOT_CHANGED);
        }
        draftChanged();
      },
    }),
    ...(inner.deleteUnpublishedEntry && {
      async deleteUnpublishedEntry(collection: string, slug: string) {
        await inner.deleteUnpublishedEntry!(collection, slug);
        draftChanged();
      },
    }),
    // A note goes with an id, as a save does (functions/_lib/content-api/notes.ts).
    ...(inner.addNote && {
      async addNote(collection: string, slug: string, note: { content: string }) {
        const change = JSON.stringify([collection, slug, note.content]);
        const answer = await pageNotes.send(change, (save) =>
          askContentApi<{ note: unknown }>('addNote', {
            collection,
            slug,
            note: { content: note.content },
            save,
          }),
        );
        return answer.note;
      },
    }),
    async persistMedia(file, options) {
      clearFindings();
      try {
        await refuseUnusable(file);
        return await inner.persistMedia(file, options);
      } catch (error) {
        throw asRefusal(error, NOT_UPLOADED);
      }
    },
    async deleteFiles(paths, commitMessage) {
      clearFindings();
      try {
        await checkOrRefuse(inner, { deleted: new Set(paths) }, refusals.delete);
        return await inner.deleteFiles(paths, commitMessage);
      } catch (error) {
        throw asRefusal(error, refusals.delete.what);
      }
    },
  });
  return checked;
}

/**
 * Registers `checked-<name>` for each backend: Decap's own, its reads saying a lost
 * connection in words, its writes checked.
 */
export function registerCheckedBackends() {
  for (const name of checkedBackends)
    registerBackendAround(checkedName(name), name, (decap) =>
      withCheckedWrites(withConnectionWords(decap)),
    );
}
