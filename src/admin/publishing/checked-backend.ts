// Every write of the editor passes the content check first, whatever the backend: the local
// proxy or GitHub. The check is the validator's own (src/content/check.ts),
// run on the content as it would be after the write: the backend's files with the save's
// files and pictures in place of theirs. A write that `npm run validate` would refuse is
// refused with its messages, and nothing is written. Decap calls a backend through the
// methods of its `Implementation` interface; the checked backend is a backend around the
// real one (../decap/backends.ts) with its writes extended here and its reads in
// ./backend-files.ts and ./joined-texts-reads.ts, registered under its own name (`checked-proxy`,
// …), which the generated configuration names (gatsby/admin/decap-config.ts).
import { checkContent } from '../../content/check';
import { plural } from '../../content/report';
import { imageProblem } from '../../content/images';
import type { Problem, ValidationReport } from '../../content/problem';
import {
  ConnectionLost,
  type PendingChange,
  withConnectionWords,
  storedFiles,
  withChange,
} from './backend-files';
import { commitMessage as describeCommit } from '../../content/commit-message';
import { followTyping } from './follow-typing';
import { mergeMeanwhile } from './merge-since-loaded';
import {
  DRAFT_WORDS,
  PUBLISH_WORDS,
  type SaveWords,
  published,
  refuseClashes,
  showMergedNotice,
} from './since-loaded-notices';
import { draftFiles } from './draft-files';
import { draftChanged } from './publish-time-bar';
import { around, registerBackendAround } from '../decap/backends';
import type { AssetProxy, BackendImplementation, DataFile, PersistOptions } from '../decap/types';
import { setEditorBackend } from '../decap/editor-backend';
import { checkedBackends, checkedName } from '../forms/form-names';
import {
  type Finding,
  Refusal,
  asRefusal,
  clearFindings,
  showFindings,
} from '../panel/report-panel';
import { imageFile } from '../pictures/image-file';
import { endSiteSession } from './site-session';
import { rememberSaved } from './stored-content';
import { languageFiles } from '../forms/joined-texts';
import { withJoinedTexts } from './joined-texts-reads';

/** What the panel says when a write is refused: its title's start, and what to do. */
interface RefusalWords {
  what: string;
  note: string;
}

const refusals = {
  publish: {
    what: 'Not published',
    note: 'Nothing was saved. Correct what the list names, then publish again.',
  },
  draft: {
    what: 'Not saved',
    note: 'Nothing was saved. Correct what the list names, then save again.',
  },
  delete: {
    what: 'Not deleted',
    note: 'The content still shows this picture. Choose another picture in its place and publish first. (To replace a picture, upload the new one and publish: it takes the old file’s place.)',
  },
} satisfies Record<string, RefusalWords>;

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
          ? `${what}: the editor cannot reach its backend`
          : `${what}: the content could not be checked`,
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
    title: `${what}: the content check found ${plural(errors.length, 'problem')}`,
    problems: errors,
    note,
  });
  const finding = refusal(report.errors);
  showFindings(finding);
  followTyping({ backend, finding, refusal });
  throw new Refusal(finding.title);
}

/** Warnings about the files just written (a missing Dutch text): shown, never blocking. */
function showWarnings(report: ValidationReport, written: string[], words: SaveWords) {
  const warnings = report.warnings.filter(({ place }) => place && written.includes(place.file));
  if (warnings.length === 0) return clearFindings();
  showFindings({
    kind: 'warning',
    title: `${words.done}, with ${plural(warnings.length, 'warning')}`,
    problems: warnings,
  });
}

async function refuseUnusable(file: AssetProxy) {
  if (!file.fileObj) return;
  const problem = imageProblem(await imageFile(file.fileObj));
  if (problem) {
    const message = `"${file.fileObj.name}" ${problem}`;
    showFindings({ kind: 'error', title: 'Not uploaded', problems: [{ message }] });
    throw new Refusal('Not uploaded');
  }
}

/**
 * The site's content gateway judges every publish again, with the same check, before the
 * branch moves (functions/_lib/gateway/): a refusal of its own (an editor's page older than
 * the content model, say) is shown in the panel as the editor's own refusals are.
 */
function showGatewayRefusal(error: unknown) {
  // The editor's own refusals have shown their panel already.
  if (error instanceof Refusal) return;
  const message = error instanceof Error ? error.message : String(error);
  const refused = /(Not published|Not saved|Not deleted): (.*)$/s.exec(message);
  if (!refused) return;
  showFindings({
    kind: 'error',
    title: `${refused[1]}: the site refused it`,
    problems: [{ message: refused[2] }],
  });
}

/** `inner` whose writes are merged, checked and explained; signing out ends the site's session. */
function withCheckedWrites(inner: BackendImplementation): BackendImplementation {
  /**
   * A Publish, or with drafts on a draft saved: merged, checked, written, with what the person
   * reads about it. A draft is checked as it would be published (the branch's files with the
   * draft's in their place); it merges against the draft as it is saved now when the form has
   * one (a colleague may have saved it since), and against the branch when it is new.
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
    const stored = storedFiles(inner);
    const savedNow =
      drafting && options.unpublished ? draftFiles(inner, entry, options, stored) : stored;
    // Each file merged into what someone else saved meanwhile, or refused (./merge-since-loaded.ts).
    const meanwhile = await readingOrRefuse(refusal.what, () =>
      Promise.all(entry.dataFiles.map((file) => mergeMeanwhile(file, savedNow))),
    );
    refuseClashes(meanwhile, words);
    // The form of interface texts saves every language's file (../forms/joined-texts.ts).
    const dataFiles = meanwhile.flatMap(({ file }) => languageFiles(file));
    const files = new Map(dataFiles.map((file) => [file.path, file.raw]));
    const images = new Map(
      entry.assets.flatMap((asset) => (asset.fileObj ? [[asset.path, asset.fileObj]] : [])),
    ) as Map<string, Blob>;
    const report = await checkOrRefuse(inner, { files, images }, refusal, stored);
    // The files as they were are read already, for the check: the message costs no request.
    const commitMessage = await describeCommit(files, (file) => stored.readText(file));
    await inner.persistEntry({ ...entry, dataFiles }, { ...options, commitMessage });
    // The previews' other parts show the site as published: a draft does not change them, but
    // the bar of its time to go live follows it.
    if (drafting) draftChanged();
    else rememberSaved(files);
    published(meanwhile, entry.dataFiles);
    if (!showMergedNotice(meanwhile, words)) showWarnings(report, [...files.keys()], words);
  }

  /**
   * The editor's own reads (the preview's stored content, its pictures) go through this
   * backend once it has signed in: before, Decap's GitHub backend has no API to read with.
   */
  const signedIn = async <User>(signingIn: Promise<User>): Promise<User> => {
    const user = await signingIn;
    setEditorBackend(checked);
    return user;
  };

  // Decap shows what a write ends with in its notice: always a Refusal's plain words.
  const checked: BackendImplementation = around(inner, {
    authenticate: (credentials: unknown) => signedIn(inner.authenticate(credentials)),
    restoreUser: (user: unknown) => signedIn(inner.restoreUser(user)),
    async logout() {
      const signOutOfAccess = await endSiteSession();
      await inner.logout?.();
      if (signOutOfAccess) window.location.assign(signOutOfAccess);
    },
    async persistEntry(entry, options) {
      try {
        await save(entry, options);
      } catch (error) {
        showGatewayRefusal(error);
        throw asRefusal(error, options.useWorkflow ? refusals.draft.what : refusals.publish.what);
      }
    },
    // Publishing a draft is the gateway's merge (functions/_lib/gateway/publish-draft.ts): its
    // refusal (a clash with what changed meanwhile, the check, four eyes) is shown in the panel.
    ...(inner.publishUnpublishedEntry && {
      async publishUnpublishedEntry(collection: string, slug: string) {
        clearFindings();
        try {
          await inner.publishUnpublishedEntry!(collection, slug);
          draftChanged();
        } catch (error) {
          showGatewayRefusal(error);
          throw asRefusal(error, refusals.publish.what);
        }
      },
    }),
    // A draft's status and its deletion: the bar of its time to go live follows them.
    ...(inner.updateUnpublishedEntryStatus && {
      async updateUnpublishedEntryStatus(collection: string, slug: string, status: string) {
        await inner.updateUnpublishedEntryStatus!(collection, slug, status);
        draftChanged();
      },
    }),
    ...(inner.deleteUnpublishedEntry && {
      async deleteUnpublishedEntry(collection: string, slug: string) {
        await inner.deleteUnpublishedEntry!(collection, slug);
        draftChanged();
      },
    }),
    async persistMedia(file, options) {
      clearFindings();
      try {
        await refuseUnusable(file);
        return await inner.persistMedia(file, options);
      } catch (error) {
        throw asRefusal(error, 'Not uploaded');
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
 * connection in words and reading the joined interface texts, its writes checked.
 */
export function registerCheckedBackends() {
  for (const name of checkedBackends)
    registerBackendAround(checkedName(name), name, (decap) =>
      withCheckedWrites(withJoinedTexts(withConnectionWords(decap))),
    );
}
