// A refusal's panel follows the typing: the content is checked again as the form would be
// saved, and the panel lists what is still wrong, or clears once nothing is. Decap tells
// two things from outside: the form's text each time it backs it up (./decap-internals.ts),
// and, by its toolbar's "Changes saved", that the form is back to the stored file (Decap
// then writes no backup). A panel closed, or replaced by another finding, is left alone.
import { checkContent } from '../content/check';
import type { Problem } from '../content/problem';
import { type PendingChange, storedFiles, withChange } from './backend-files';
import { type Backup, decapParts, onBackupWritten } from './decap-internals';
import type { BackendImplementation } from './decap';
import { type Finding, clearFindings, findingShown, showFindings } from './report-panel';
import { realFiles } from './texts-files';

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
  if (!onScreen(current)) return;
  const turn = ++turns;
  let errors: Problem[];
  try {
    ({ errors } = await checkContent(withChange(storedFiles(current.backend), change)));
  } catch {
    return; // The backend cannot be read now: the next Publish says why.
  }
  if (turn !== turns || refused !== current || !onScreen(current)) return;
  if (errors.length === 0) {
    refused = undefined;
    clearFindings();
  } else {
    current.finding = current.refusal(errors);
    showFindings(current.finding);
  }
}

const fromBackup = ({ raw, path, mediaFiles }: Backup): PendingChange => ({
  files: new Map(realFiles({ path, raw }).map((file) => [file.path, file.raw])),
  images: new Map(mediaFiles.flatMap(({ path: file, file: blob }) => (blob ? [[file, blob]] : []))),
});

/** Decap's toolbar says "Changes saved" (its BackStatusUnchanged) when the form is the stored file. */
const formUnchanged = () => document.querySelector(decapParts.unchangedStatus) !== null;

let listening = false;

/** Follows the typing after the refusal now on screen. */
export function followTyping(refusal: Refused) {
  refused = refusal;
  if (listening) return;
  listening = true;
  onBackupWritten((backup) => void recheck(fromBackup(backup)));
  let unchanged = formUnchanged();
  new MutationObserver(() => {
    const now = formUnchanged();
    if (now && !unchanged) void recheck({});
    unchanged = now;
  }).observe(document.body, { childList: true, subtree: true });
}
