// Names the generated configuration (gatsby/admin/decap-config.ts) and the editor's code
// share: Node reads this module too, so it imports nothing of the browser's.
import { fileLabel, textsLabel } from '../../content/words';

/** Decap's backends the site can use (gatsby/admin/backend.ts), each registered checked. */
export const checkedBackends = ['proxy', 'github'] as const;

/** The name a backend is registered under with its writes checked (../publishing/checked-backend.ts). */
export const checkedName = (name: string) => `checked-${name}`;

/** The image field that shows stored pictures (../pictures/image-widget.ts). */
export const IMAGE_WIDGET = 'site-image';

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

/** A form's name as the editor's list of collections shows it ("Services", "Texts: Home"). */
export function formLabel({ collection, file }: FormAddress): string {
  return collection === textsCollection(file) ? textsLabel(file) : fileLabel(`${file}.yaml`);
}
