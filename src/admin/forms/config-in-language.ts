// Decap's configuration in the words of the editor's language (../words/say.ts): the build
// writes one per language (gatsby/admin/write-admin.ts). The page reads the one of the
// person's language itself, with the site's own YAML reader, and hands it to Decap whole
// through Decap's documented manual configuration (`load_config_file: false`,
// ../publishing/site-session.ts): Decap's YAML reader, a second library of the same kind,
// stays out of the page (gatsby/admin/bundle.ts), and the file is asked for at the page's
// start, beside the content API's settings, not after them.
import { parse } from 'yaml';
import { editorLanguage } from '../words/say';
import { configFileOf } from './form-names';

/** Decap's configuration as the build wrote it for the editor's language. */
export type DecapConfig = Record<string, unknown> & { backend?: Record<string, unknown> };

export async function readConfigInLanguage(
  read: typeof fetch = fetch,
  page: Document = document,
): Promise<DecapConfig> {
  const file = new URL(configFileOf(editorLanguage()), page.baseURI);
  const response = await read(file);
  if (!response.ok)
    throw new Error(`The editor's configuration (${file.pathname}) answered ${response.status}`);
  const config: unknown = parse(await response.text());
  if (typeof config !== 'object' || config === null || Array.isArray(config))
    throw new Error(`The editor's configuration (${file.pathname}) is not a map of settings`);
  return config as DecapConfig;
}
