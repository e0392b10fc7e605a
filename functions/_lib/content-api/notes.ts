// Notes on drafts: Decap's notes pane (a reviewer's comments beside a form), over the store's
// notes (on GitHub, the draft's pull request's comments, written by the App in the person's
// name). The server says who wrote a note (never the page), lets only its writer change, resolve
// or delete it, and keeps notes on a draft only: they go with it when it is published or
// deleted. A note is no content: it never moves the draft's version, nor takes Ready off. A
// note sent again after its answer was lost is written once (its id, as a save's).
import { Refusal } from './refusal';
import type { SaveId } from './save-id';
import type { Author, Note, Store } from './store';

/** A note's longest text: a reviewer's remark, not a document (GitHub keeps 65,536). */
export const MAX_NOTE_CHARS = 5000;

/** A note as Decap's notes pane reads it; `isOwn` decides what the pane offers. */
const shown = (note: Note, person: Author) => ({
  id: note.id,
  author: note.by.name,
  content: note.text,
  timestamp: note.at,
  resolved: note.resolved,
  isOwn: note.by.id !== '' && note.by.id === person.id,
});

function noteText(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text)
    throw new Refusal(422, {
      en: 'A note needs some words.',
      nl: 'Een notitie heeft woorden nodig.',
    });
  if (text.length > MAX_NOTE_CHARS)
    throw new Refusal(413, {
      en: `A note is at most ${MAX_NOTE_CHARS} characters; this one has ${text.length}. Say it in fewer words, or in two notes.`,
      nl: `Een notitie heeft hoogstens ${MAX_NOTE_CHARS} tekens; deze heeft er ${text.length}. Zeg het korter, of in twee notities.`,
    });
  return text;
}

export async function notesOf(store: Store, line: string, person: Author) {
  const notes = (await store.head(line)) ? await store.notes(line) : [];
  return notes.map((note) => shown(note, person));
}

/**
 * A new note on the draft of `line`, by `person`. With an id (`save`, as a save's: ./save-id.ts)
 * sent again after an answer the page never got, the note that id already wrote is the answer:
 * one note, however often the page retries.
 */
export async function addNote(
  store: Store,
  line: string,
  person: Author,
  value: unknown,
  now: Date,
  save?: SaveId,
) {
  const text = noteText((value as { content?: unknown } | null)?.content);
  if (!(await store.head(line)))
    throw new Refusal(409, {
      en: 'Notes are kept on a draft, and this form has none: save your change as a draft first, then write the note.',
      nl: 'Notities horen bij een concept, en dit formulier heeft er geen: sla uw wijziging eerst op als concept en schrijf dan de notitie.',
    });
  const landed =
    save?.retry &&
    (await store.notes(line)).find(({ key, by }) => key === save.id && by.id === person.id);
  if (landed) return shown(landed, person);
  const note = await store.addNote(line, {
    by: { id: person.id, name: person.name },
    at: now.toISOString(),
    text,
    resolved: false,
    ...(save && { key: save.id }),
  });
  return shown(note, person);
}

/** The person's own note of this draft, by its id; a Refusal in words otherwise. */
async function ownNote(store: Store, line: string, person: Author, id: unknown): Promise<Note> {
  const note = (await store.head(line))
    ? (await store.notes(line)).find((one) => one.id === id)
    : undefined;
  if (!note)
    throw new Refusal(404, {
      en: 'That note is not on this draft (it may have been deleted).',
      nl: 'Die notitie staat niet bij dit concept (misschien is ze verwijderd).',
    });
  if (note.by.id === '' || note.by.id !== person.id)
    throw new Refusal(403, {
      en: `Only the person who wrote a note changes, resolves or deletes it: this one is ${note.by.name}'s.`,
      nl: `Alleen wie een notitie schreef, wijzigt, sluit of verwijdert haar: deze is van ${note.by.name}.`,
    });
  return note;
}

/** `updates` of Decap's pane: new words, resolved or not. */
export async function changeNote(
  store: Store,
  line: string,
  person: Author,
  id: unknown,
  updates: unknown,
) {
  const note = await ownNote(store, line, person, id);
  const { content, resolved } = (updates ?? {}) as { content?: unknown; resolved?: unknown };
  const changed: Note = {
    ...note,
    ...(content !== undefined && { text: noteText(content) }),
    ...(typeof resolved === 'boolean' && { resolved }),
  };
  await store.setNote(line, note.id, changed);
  return shown(changed, person);
}

export async function toggleNote(store: Store, line: string, person: Author, id: unknown) {
  const note = await ownNote(store, line, person, id);
  return changeNote(store, line, person, note.id, { resolved: !note.resolved });
}

export async function deleteNote(store: Store, line: string, person: Author, id: unknown) {
  const note = await ownNote(store, line, person, id);
  await store.setNote(line, note.id, null);
}
