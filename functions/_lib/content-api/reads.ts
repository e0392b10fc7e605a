// What the content API's actions read, as the page is answered: a form's file or a picture of
// a version, named by content (a hash of its bytes, never a git id), and the paths and forms
// the page may name. Only the content model's files (src/content/content-files.ts) and forms
// (src/content/forms.ts) are reached; anything else is refused in words.
import { contentKind } from '../../../src/content/content-files';
import { type FormAddress, contentForms } from '../../../src/content/forms';
import { textsNamespaceOf } from '../../../src/content/joined-texts';
import { base64Of } from '../../../src/core/base64';
import { Refusal } from './refusal';
import type { Snapshot, Store } from './store';
import { readFormFile } from './texts-forms';

/** A path the page may name: a file of the content model of one of `kinds`, exactly. */
export function contentPath(
  path: string,
  kinds: Array<ReturnType<typeof contentKind>> = ['data', 'texts', 'picture'],
): string {
  // A texts form's file (every language joined: ./texts-forms.ts) is read and written as texts.
  const kind = contentKind(path) ?? (textsNamespaceOf(path) === undefined ? undefined : 'texts');
  if (!kind || !kinds.includes(kind))
    throw new Refusal(
      403,
      `${path} is not ${kinds.includes('data') ? 'a content file' : 'a picture'} of the site: the editor reaches data/ and locales/ only, as the content model lists them.`,
    );
  return path;
}

/** How the page names a form: `{ collection, slug }`, or Decap's key `collection/slug` as `id`. */
export interface FormParams {
  collection?: string;
  slug?: string;
  id?: string;
}

/**
 * The form a draft belongs to, from `{ collection, slug }`, or from Decap's key
 * `collection/slug` where it names a draft by `id` alone (a file's `id` beside them is the
 * file's version, and is not read).
 */
export function formOfParams(params: FormParams): FormAddress {
  let { collection, slug } = params;
  if (collection === undefined && slug === undefined && params.id !== undefined) {
    const at = params.id.indexOf('/');
    [collection, slug] = [params.id.slice(0, at), params.id.slice(at + 1)];
  }
  const form = contentForms.find((one) => one.collection === collection && one.file === slug);
  if (!form) throw new Refusal(404, `There is no form ${String(collection)}/${String(slug)}.`);
  return form;
}

/** A content-level id of a file's bytes: it changes when the file does (never a git id). */
export async function contentId(bytes: Uint8Array) {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>),
  );
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A form's file of `snapshot` as Decap reads an entry. */
export async function entry(snapshot: Snapshot, path: string) {
  const data = await readFormFile(snapshot, path);
  return data === undefined
    ? { data: null, file: { path, id: null } }
    : { data, file: { path, id: await contentId(new TextEncoder().encode(data)) } };
}

/** A picture of `snapshot` as Decap reads a media file. */
export async function mediaFile(snapshot: Snapshot, path: string) {
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

/** The published site as it is now. */
export async function publishedSite(store: Store): Promise<Snapshot> {
  const version = await store.head(store.publishedLine);
  if (!version) throw new Refusal(503, `The published line ${store.publishedLine} is missing.`);
  return store.at(version);
}
