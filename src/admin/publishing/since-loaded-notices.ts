// What a person meets when someone else published the same file meanwhile (./merge-since-loaded.ts):
// a Publish merged into their work is said so, with the way to see the file as it now is; a
// Publish refused for a clash says what changed and where, keeps the typing, and offers the
// file as it is now with this person's changes on top (a proposal), to look over and publish.
// The proposal takes the place of the form's local backup and the editor is loaded afresh:
// Decap offers the backup as it offers any recovered typing, and OK opens it as a change
// ready to publish. What it stands on waits in the tab's session storage until it is
// published.
import type { Problem } from '../../content/problem';
import type { DataFile } from '../decap/types';
import { offerAsBackup } from '../decap/backups';
import { allowLeaving } from '../decap/leaving';
import type { Meanwhile } from './merge-since-loaded';
import { forgetBackupBase, sourceOf, setMergeBase } from '../forms/loaded-from';
import { formLabel, formOf } from '../../content/forms';
import { type Finding, Refusal, showFindings } from '../panel/report-panel';
import { inModelWords, say } from '../words/say';

const PROPOSALS = 'editor-proposals';

/** How a save is said: a Publish, or a draft saved (drafts on, Decap's editorial workflow). */
export interface SaveWords {
  /** What a save did: "Published". */
  done: string;
  /** What a refused one did not: "Not published". */
  not: string;
  /** What someone else did meanwhile: "published". */
  did: string;
  /** What to do once it is put right: "publish again". */
  again: string;
}

export const PUBLISH_WORDS: SaveWords = {
  done: say({ en: 'Published', nl: 'Gepubliceerd' }),
  not: say({ en: 'Not published', nl: 'Niet gepubliceerd' }),
  did: say({ en: 'published', nl: 'gepubliceerd' }),
  again: say({ en: 'publish again', nl: 'publiceer opnieuw' }),
};

export const DRAFT_WORDS: SaveWords = {
  done: say({ en: 'Saved as a draft', nl: 'Opgeslagen als concept' }),
  not: say({ en: 'Not saved', nl: 'Niet opgeslagen' }),
  did: say({ en: 'saved', nl: 'opgeslagen' }),
  again: say({ en: 'save again', nl: 'sla opnieuw op' }),
};

interface Proposal {
  /** The file the form reads (a joined texts file for interface texts). */
  path: string;
  /** What the form is loaded with: the stored file with this person's changes on top. */
  text: string;
  /** The stored file it was made from: what its next Publish merges against. */
  base: string;
  clashes: Problem[];
}

const proposals = (): Proposal[] => JSON.parse(sessionStorage.getItem(PROPOSALS) ?? '[]');
const keep = (list: Proposal[]) =>
  list.length
    ? sessionStorage.setItem(PROPOSALS, JSON.stringify(list))
    : sessionStorage.removeItem(PROPOSALS);

const forms = (files: Array<{ path: string }>) =>
  [
    ...new Set(
      files
        .map(({ path }) => formOf(path))
        .flatMap((form) => (form ? [inModelWords(formLabel(form))] : [])),
    ),
  ].join(', ');

/** Refuses a Publish whose files clash with what changed meanwhile; nothing is written. */
export function refuseClashes(meanwhile: Meanwhile[], words: SaveWords) {
  const clashing = meanwhile.filter(({ clashes }) => clashes.length > 0);
  if (clashing.length === 0) return;
  const problems = clashing.flatMap(({ clashes }) => clashes);
  const changed = forms(clashing.map(({ file }) => file));
  const finding: Finding = {
    kind: 'error',
    title: say({
      en: `${words.not}: someone else changed ${changed} since you opened it`,
      nl: `${words.not}: iemand anders heeft ${changed} gewijzigd sinds u het opende`,
    }),
    problems,
    note: say({
      en: `Nothing was saved, and your typing stays in this form. Load the file as it is now with your changes on top, look it over, and ${words.again}.`,
      nl: `Er is niets opgeslagen, en wat u typte blijft in dit formulier. Laad het bestand zoals het nu is met uw wijzigingen erbovenop, kijk het na en ${words.again}.`,
    }),
    action: {
      label: say({
        en: 'Load the file as it is now, with my changes',
        nl: 'Laad het bestand zoals het nu is, met mijn wijzigingen',
      }),
      run: () => loadProposals(clashing),
    },
  };
  showFindings(finding);
  throw new Refusal(finding.title);
}

async function loadProposals(clashing: Meanwhile[]) {
  const made = clashing.map(({ file, proposal, changedMeanwhile, clashes }) => ({
    path: file.path,
    text: proposal!,
    base: changedMeanwhile!,
    clashes,
  }));
  keep([...proposals().filter(({ path }) => !made.some((p) => p.path === path)), ...made]);
  for (const { path, text } of made) {
    const form = formOf(path);
    if (form) await offerAsBackup(form.collection, form.file, path, text);
  }
  // The proposal carries this person's changes: the browser's "Leave this page?", which Decap
  // asks for a form with typing not yet saved, has nothing to protect.
  allowLeaving();
  window.location.reload();
}

/**
 * At the editor's start: each proposal waiting stands on the file it was made from, and the
 * panel says what the editor is about to offer.
 */
export function resumeProposals() {
  const waiting = proposals();
  if (waiting.length === 0) return;
  for (const { text, base } of waiting) setMergeBase(text, base);
  showFindings({
    kind: 'warning',
    title: say({
      en: `${forms(waiting)}: the file as it is now, with your changes on top`,
      nl: `${forms(waiting)}: het bestand zoals het nu is, met uw wijzigingen erbovenop`,
    }),
    problems: waiting.flatMap(({ clashes }) => clashes),
    note: say({
      en: 'The editor offers it as a recovered backup: choose OK to open it. Where you both changed a value, yours is in it. Look it over, then publish.',
      nl: 'De editor biedt het aan als herstelde back-up: kies OK om het te openen. Waar u allebei een waarde wijzigde, staat de uwe erin. Kijk het na en publiceer dan.',
    }),
  });
}

/**
 * After a Publish: a file written as this form had it now stands for the stored file; a
 * merged one does not (the form still shows it as it was), so the next Publish merges again.
 */
export function published(meanwhile: Meanwhile[], originals: DataFile[]) {
  keep(proposals().filter(({ path }) => !originals.some((file) => file.path === path)));
  for (const { path } of originals) forgetBackupBase(path);
  meanwhile.forEach(({ file, changedMeanwhile }, index) => {
    const source = sourceOf(originals[index].raw);
    if (source !== undefined && changedMeanwhile === undefined) setMergeBase(source, file.raw);
  });
}

/** A Publish merged into what changed meanwhile: said, with the way to see the file now. */
export function showMergedNotice(meanwhile: Meanwhile[], words: SaveWords): boolean {
  const merged = meanwhile.filter(({ changedMeanwhile }) => changedMeanwhile !== undefined);
  if (merged.length === 0) return false;
  const mergedForms = forms(merged.map(({ file }) => file));
  showFindings({
    kind: 'warning',
    title: say({
      en: `${words.done}, together with changes made meanwhile`,
      nl: `${words.done}, samen met wijzigingen van intussen`,
    }),
    problems: [
      {
        message: say({
          en: `Someone else ${words.did} ${mergedForms} since you opened it. Their changes and yours are both in the file.`,
          nl: `Iemand anders heeft ${mergedForms} ${words.did} sinds u het opende. Zijn of haar wijzigingen en de uwe staan allebei in het bestand.`,
        }),
      },
    ],
    note: say({
      en: 'This form still shows the file as you opened it.',
      nl: 'Dit formulier toont het bestand nog zoals u het opende.',
    }),
    action: {
      label: say({ en: 'Show the file as it is now', nl: 'Toon het bestand zoals het nu is' }),
      run: () => window.location.reload(),
    },
  });
  return true;
}
