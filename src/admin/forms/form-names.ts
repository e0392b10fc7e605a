// Names the generated configuration (gatsby/admin/decap-config.ts) and the editor's code
// share: Node reads this module too, so it imports nothing of the browser's.
import type { EditorLanguage } from '../../core/editor-language';

/** Decap's backends the site can use (gatsby/admin/backend.ts), each registered checked. */
export const checkedBackends = ['proxy'] as const;

/** The name a backend is registered under with its writes checked (../publishing/checked-backend.ts). */
export const checkedName = (name: string) => `checked-${name}`;

/** The image field that shows stored pictures (../pictures/image-widget.ts). */
export const IMAGE_WIDGET = 'site-image';

/**
 * The configuration in the words of an editor's language: Decap's own name for English, beside
 * it one per other language (`config.nl.yml`), which the editor names before Decap starts.
 */
export const configFileOf = (language: EditorLanguage) =>
  language === 'en' ? 'config.yml' : `config.${language}.yml`;
