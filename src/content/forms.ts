// The editor's forms of the content: each data file is one form, and each namespace of the
// interface texts one form holding every language. A form is Decap's collection and file, by
// name. The editor's configuration (gatsby/admin/decap-config.ts) and its code name forms from
// here, and so does the content API: a draft of a form lives on the branch `cms/<collection>/<file>`
// (functions/_lib/content-api/protocol.ts).
import { contentFiles } from './schemas';
import { textNamespaces } from './content-files';
import { fileLabel, textsLabel } from './words';

/** The editor's form of a file: a collection and one of its files, by name. */
export interface FormAddress {
  collection: string;
  file: string;
}

/** The collection of an interface-text namespace (`common` → texts-common). */
export const textsCollection = (namespace: string) => `texts-${namespace}`;

/**
 * Which form edits a file of the project: `data/services.yaml` → services/services,
 * `locales/nl/common.json` (or the joined `locales/common.json`) → texts-common/common
 * (every language in one form). Undefined for files no form edits.
 */
export function formOf(path: string): FormAddress | undefined {
  const data = /^data\/([\w-]+)\.yaml$/.exec(path);
  if (data) return { collection: data[1], file: data[1] };
  const texts = /^locales\/(?:[\w-]+\/)?([\w-]+)\.json$/.exec(path);
  if (texts) return { collection: textsCollection(texts[1]), file: texts[1] };
  return undefined;
}

/** Every form of the model: one per data file, one per namespace of the interface texts. */
export const contentForms: readonly FormAddress[] = [
  ...contentFiles.map(({ file }) => formOf(`data/${file}`)!),
  ...textNamespaces.map((namespace) => ({
    collection: textsCollection(namespace),
    file: namespace,
  })),
];

/** The branch of a form's draft (Decap's editorial workflow): `cms/<collection>/<file>`. */
export const draftBranchOf = ({ collection, file }: FormAddress) => `cms/${collection}/${file}`;

/** A form's name as the editor's list of collections shows it ("Services", "Texts: Home"). */
export function formLabel({ collection, file }: FormAddress): string {
  return collection === textsCollection(file) ? textsLabel(file) : fileLabel(`${file}.yaml`);
}
