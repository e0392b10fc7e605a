// Every word the content model declares or makes, and every interface text's label, has its
// Dutch (./words-in-dutch.ts), and the table holds no word the model no longer has: a new field,
// a changed label or hint, a new form or a new interface text fails here with the words to
// translate.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type FieldDescription, describeFields } from './fields';
import { contentFiles } from './schemas';
import {
  ADVANCED,
  declaredTextWords,
  entrySummary,
  fileLabel,
  modelWord,
  textWordsOf,
  textsLabel,
} from './words';
import { dutchRules, dutchWords } from './words-in-dutch';
import { summaryLiterals } from './summary-template';

/** The English words of the model: forms, entries, fields' labels and hints, what values must be. */
function modelWords(): Set<string> {
  const words = new Set<string>([ADVANCED.label, ADVANCED.hint!]);
  const walk = (fields: FieldDescription[]) => {
    for (const { words: said, meta, shape } of fields) {
      for (const word of [said.label, said.hint, said.singular, meta.expected])
        if (word) words.add(word);
      if (shape.kind === 'group') walk(shape.fields);
      if (shape.kind === 'list') walk([shape.item]);
      if (shape.kind === 'emptyOr') walk([shape.value]);
      if (shape.kind === 'localized' && shape.item) words.add(shape.item.expected);
      if (shape.kind === 'text' && shape.references) words.add(shape.references.breaks);
    }
  };
  for (const spec of contentFiles) {
    words.add(fileLabel(spec.file));
    words.add(spec.entryName);
    for (const literal of summaryLiterals(spec.summary ?? '')) words.add(literal);
    walk(describeFields(spec.fields));
  }
  for (const { label, hint } of declaredTextWords())
    for (const word of [label, hint]) if (word) words.add(word);
  const namespaces = readdirSync(path.resolve(__dirname, '../../locales/en')).map((file) =>
    file.replace(/\.json$/, ''),
  );
  for (const namespace of namespaces) {
    words.add(textsLabel(namespace).replace(/^Texts: /, ''));
    // Every interface text's label in the editor, made from its key where no words are declared.
    const texts = JSON.parse(
      readFileSync(path.resolve(__dirname, '../../locales/en', `${namespace}.json`), 'utf8'),
    );
    for (const key of textKeys(texts)) words.add(textWordsOf(namespace, key).label);
  }
  return words;
}

/** Every key of an interface texts file, groups' and texts' alike: `['hero', 'eyebrow']`. */
function textKeys(value: unknown, key: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [key];
  const inner = Object.entries(value).flatMap(([name, item]) => textKeys(item, [...key, name]));
  return key.length ? [key, ...inner] : inner;
}

const byRule = (word: string) => dutchRules.some(([rule]) => rule.test(word));

test('every word of the content model has its Dutch', () => {
  const missing = [...modelWords()].filter(
    (word) => !Object.hasOwn(dutchWords, word) && !byRule(word),
  );
  expect(missing).toEqual([]);
});

test('the Dutch table has no word the model no longer has', () => {
  const words = modelWords();
  expect(Object.keys(dutchWords).filter((word) => !words.has(word))).toEqual([]);
});

test('a word is given in the language asked for; made words by their rule, with the table’s words inside', () => {
  expect(modelWord('Phone', 'en')).toBe('Phone');
  expect(modelWord('Phone', 'nl')).toBe(dutchWords.Phone);
  expect(textsLabel('common', 'nl')).toBe(`Teksten: ${dutchWords.Common}`);
  expect(modelWord(entrySummary('hubs.yaml', {}, 2), 'nl')).toBe('Item 3');
  expect(modelWord('one of a, b', 'nl')).toBe('een van a, b');
  // A content value (an entry's summary) is no word of the model: it stays as it is.
  expect(modelWord('AMS — Amsterdam Schiphol', 'nl')).toBe('AMS — Amsterdam Schiphol');
});
