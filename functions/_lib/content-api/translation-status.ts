// The translations' status kept with each publish (src/content/translations.ts): the server
// reads the site's texts before and after, and writes translations/<language>.json in the
// same version as the content, so the status is reviewed with the change that made it. A
// site that has no status file yet starts with every translation it has taken as up to date.
import { siteTextPairs } from '../../../src/content/text-pairs';
import { type Language, englishName, languageName } from '../../../src/core/languages';
import {
  type TextPair,
  afterPublish,
  confirm,
  outOfDateOf,
  readRecord,
  recordOfAll,
  recordText,
  stateOf,
  translatedLanguages,
  translationsFile,
} from '../../../src/content/translations';
import { Refusal } from './refusal';
import { contentKind } from '../../../src/content/content-files';
import { readText, snapshotSource, withChanges } from './snapshot-source';
import type { Author, Changes, Snapshot, Store } from './store';
import { writeLine } from './write';

const encoder = new TextEncoder();

/** The kept record, or where there is none yet, every translation the site has taken as up to date. */
const recordOf = (kept: string | undefined, pairs: TextPair[]) =>
  kept === undefined ? recordOfAll(pairs) : readRecord(kept);

/** A language's texts on the published site, and its record. */
async function languageStatus(site: Snapshot, language: Language) {
  const [kept, pairs] = await Promise.all([
    readText(site, translationsFile(language)),
    siteTextPairs(snapshotSource(site), language),
  ]);
  return { kept, pairs, record: recordOf(kept, pairs) };
}

/** The published site's translations to look at: missing, or written for another English. */
export async function translationsToCheck(site: Snapshot) {
  const found = [];
  for (const language of translatedLanguages) {
    const { pairs, record } = await languageStatus(site, language);
    for (const pair of pairs) {
      const state = stateOf(record, pair);
      if (state === 'upToDate') continue;
      const entry = outOfDateOf(record, pair);
      found.push({
        language,
        state,
        english: pair.english,
        translation: pair.translation ?? null,
        place: pair.place,
        ...(entry && { was: entry.was, since: entry.since }),
      });
    }
  }
  return found;
}

/**
 * A translator's "the translation is still right", for a text of the published site by its
 * words: its status alone changes, in one version on the published line.
 */
export async function confirmTranslation(
  store: Store,
  person: Author,
  language: Language,
  english: string,
  translation: string,
): Promise<void> {
  await writeLine(store, {
    line: store.publishedLine,
    author: person,
    now: new Date(),
    // The status is what this writes: nothing else to bring up to date.
    translationStatus: false,
    async plan({ published }) {
      const { pairs, record } = await languageStatus(published, language);
      const pair = pairs.find((one) => one.english === english && one.translation === translation);
      if (!pair)
        throw new Refusal(409, {
          en: `The site has no such text in ${englishName(language)} now (it was changed meanwhile): open it again and look at it as it is.`,
          nl: `De site heeft die tekst in het ${languageName(language, 'nl')} nu niet (ze is intussen gewijzigd): open haar opnieuw en bekijk haar zoals ze nu is.`,
        });
      return {
        changes: new Map([
          [translationsFile(language), encoder.encode(recordText(confirm(record, pair)))],
        ]),
        message: `${englishName(language)} confirmed for "${english.length > 60 ? `${english.slice(0, 57)}...` : english}"`,
      };
    },
  });
}

/** `changes` to the published `site`, with each language's status brought up to date. */
export async function withTranslationStatus(
  site: Snapshot,
  changes: Changes,
  now: Date,
): Promise<Changes> {
  // Pictures alone change no text.
  if (![...changes.keys()].some((path) => contentKind(path) !== 'picture')) return changes;
  const after = withChanges(site, changes);
  const all = new Map(changes);
  for (const language of translatedLanguages) {
    const file = translationsFile(language);
    const [kept, before, next] = await Promise.all([
      readText(site, file),
      siteTextPairs(snapshotSource(site), language),
      siteTextPairs(snapshotSource(after), language),
    ]);
    const text = recordText(afterPublish(recordOf(kept, before), before, next, now));
    if (text !== kept) all.set(file, encoder.encode(text));
  }
  return all;
}
