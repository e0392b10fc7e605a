// Decap's configuration in the words of the editor's language (../words/say.ts): the build
// writes one per language (gatsby/admin/write-admin.ts), and the page names the one to read
// through Decap's documented `<link rel="cms-config-url">`, which Decap reads as it starts.
import { editorLanguage } from '../words/say';
import { configFileOf } from './form-names';

export function nameConfigInLanguage(page: Document = document) {
  const link = page.createElement('link');
  link.rel = 'cms-config-url';
  link.type = 'text/yaml';
  link.href = configFileOf(editorLanguage());
  page.head.append(link);
}
