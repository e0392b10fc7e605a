// A refusal's panel follows the typing: the content is checked again as the form would be
// saved, and the panel lists what is still wrong, or clears once nothing is. Decap tells
// two things from outside: the form's text each time it backs it up (../decap/backups.ts),
// and, by its toolbar's "Changes saved", that the form is back to the stored file (Decap
// then writes no backup). Only the refused form's typing is followed: in another form (a
// problem's click leads there, inside the page) the panel stays as it is, and back in the
// refused one it follows again once Decap backs up its typing (restored, or typed anew). A
// panel closed, or replaced by another finding, is left alone.
import { checkContent } from '../../content/check';
import type { Problem } from '../../content/problem';
import { type PendingChange, storedFiles, withChange } from './backend-files';
import { type Backup, onBackupWritten } from '../decap/backups';
import { formUnchanged, onPageDrawn } from '../decap/form-dom';
import type { BackendImplementation } from '../decap/types';
import { type Finding, clearFindings, findingShown, showFindings } from '../panel/report-panel';
import { languageFiles } from '../../content/joined-texts';

interface Refused {
  backend: BackendImplementation;
  /** The panel on screen. */
  finding: Finding;
  /** The panel for the problems still found. */
  refusal: (errors: Problem[]) => Finding;
}

let refused: Refused | undefined;
/** The latest check: an earlier one that answers later is not shown. */
let turns = 0;

const onScreen = (current: Refused | undefined): current is Refused =>
  current !== undefined && findingShown() === current.finding;

async function recheck(change: PendingChange) {
  const current = refused;
  if (!onScreen(current)) return stopFollowing();
  const turn = ++turns;
  let errors: Problem[];
  try {
    ({ errors } = await checkContent(withChange(storedFiles(current.backend), change)));
  } catch {
    return; // The backend cannot be read now: the next Publish says why.
  }
  if (turn !== turns || refused !== current || !onScreen(current)) return;
  if (errors.length === 0) {
    stopFollowing();
    clearFindings();
  } else {
    current.finding = current.refusal(errors);
    showFindings(current.finding);
  }
}

const fromBackup = ({ raw, path, mediaFiles }: Backup): PendingChange => ({
  files: new Map(languageFiles({ path, raw }).map((file) => [file.path, file.raw])),
  images: new Map(mediaFiles.flatMap(({ path: file, file: blob }) => (blob ? [[file, blob]] : []))),
});

let hearingBackups = false;
/** Stops watching the toolbar, once no refusal is followed. */
let stopWatching: (() => void) | undefined;
/** The refused form's address in the editor (Decap's route, in the page's hash). */
let refusedForm = '';
/** Whether the refused form holds typing, as last seen there: an undo is then heard. */
let typing = false;

const inRefusedForm = () => window.location.hash === refusedForm;

function stopFollowing() {
  refused = undefined;
  stopWatching?.();
  stopWatching = undefined;
}

/** Follows the typing after the refusal now on screen, until it clears or is replaced. */
export function followTyping(refusal: Refused) {
  refused = refusal;
  refusedForm = window.location.hash;
  typing = !formUnchanged();
  if (!hearingBackups) {
    hearingBackups = true;
    onBackupWritten((backup) => {
      if (!inRefusedForm()) return;
      typing = true;
      void recheck(fromBackup(backup));
    });
  }
  stopWatching ??= onPageDrawn(() => {
    if (!inRefusedForm()) typing = false;
    else if (typing && formUnchanged()) {
      typing = false;
      void recheck({});
    }
  });
}
