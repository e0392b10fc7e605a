// Every text of the site with its translation into one language, read from the content's files
// (./source.ts): the localized values of the data files and the interface texts of each
// namespace. What ./translations.ts judges, on the server at each publish and in the editor.
import { type Language, defaultLanguage } from '../core/languages';
import { textNamespaces } from './content-files';
import { dataPlace, textsPlace } from './places';
import { contentFiles } from './schemas';
import type { ContentSource } from './source';
import { type TextPair, dataTextPairs, localeTextPairs } from './translations';
import { readYaml } from './yaml';

const json = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The site's texts paired with `language`'s: a file that cannot be read has none. */
export async function siteTextPairs(
  source: ContentSource,
  language: Language,
): Promise<TextPair[]> {
  const pairs: TextPair[] = [];
  for (const spec of contentFiles) {
    const file = `data/${spec.file}`;
    const text = await source.readText(file);
    const reading = text === undefined ? undefined : readYaml(file, text);
    if (!reading || reading.problem !== undefined) continue;
    const values = reading.value;
    for (const pair of dataTextPairs(file, values, language)) {
      const list = spec.shape === 'list';
      const index = list ? (pair.field[0] as number) : undefined;
      const field = list ? pair.field.slice(1) : pair.field;
      pairs.push({ ...pair, place: dataPlace(spec, values, index, field) });
    }
  }
  for (const namespace of textNamespaces) {
    const [english, other] = await Promise.all(
      [defaultLanguage, language].map((one) => source.readText(`locales/${one}/${namespace}.json`)),
    );
    for (const pair of localeTextPairs(namespace, json(english), json(other), language))
      pairs.push({
        ...pair,
        place: textsPlace(language, namespace, pair.field.slice(0, -1).join('.')),
      });
  }
  return pairs;
}
