import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { editorLanguages } from '../core/editor-language';
import { contentFiles } from './schemas';
import { NOT_IN_LANGUAGE, textsIn } from './summary-template';
import { entrySummary, summaryIn } from './words';

/**
 * Decap's own filling of a summary template (decap-cms-lib-widgets, the list widget's), read
 * from its package: the form's list and the places of ./places.ts must name an entry alike.
 * Fails when Decap fills its templates otherwise.
 */
interface DecapWidgets {
  stringTemplate: {
    compileStringTemplate(template: string, date: null, slug: string, data: unknown): string;
  };
}
const widgets = require('decap-cms/node_modules/decap-cms-lib-widgets') as DecapWidgets & {
  DecapCmsLibWidgets?: DecapWidgets;
};
const decap = widgets.DecapCmsLibWidgets ?? widgets;
const { fromJS } = require('decap-cms/node_modules/immutable') as {
  fromJS(value: unknown): unknown;
};

const root = path.resolve(__dirname, '../..');
const listsWithSummaries = contentFiles.filter((file) => file.shape === 'list' && file.summary);

/** Decap's summary of `entry`, as its list shows it folded. */
const decapSummary = (template: string, entry: unknown) =>
  decap.stringTemplate.compileStringTemplate(template, null, '', fromJS(entry)).trim();

describe('a list entry’s summary in the editor’s language', () => {
  it('names the text in that language, and says when the entry lacks it', () => {
    expect(textsIn('{{fields.code}} — {{fields.name.en}}', 'en')).toBe(
      '{{fields.code}} — {{fields.name.en}}',
    );
    expect(textsIn('{{fields.code}} — {{fields.name.en}}', 'nl')).toBe(
      `{{fields.code}} — {{fields.name.nl | default('(${NOT_IN_LANGUAGE.nl})')}}`,
    );
    expect(textsIn('{{fields.en}}', 'nl')).toBe(
      `{{fields.nl | default('(${NOT_IN_LANGUAGE.nl})')}}`,
    );
    // A template of no text (a partner's name, a hub's code) is the same in every language.
    expect(textsIn('{{fields.name}}', 'nl')).toBe('{{fields.name}}');
  });

  it('says the template’s own words in the editor’s language', () => {
    expect(summaryIn('Version in force from {{fields.effective}}', 'nl')).toBe(
      'Versie geldig vanaf {{fields.effective}}',
    );
    expect(summaryIn('Version in force from {{fields.effective}}', 'en')).toBe(
      'Version in force from {{fields.effective}}',
    );
  });

  it.each(listsWithSummaries.map((file) => file.file))(
    '%s: as Decap fills the template, for every entry of the data, in every language, a text missing too',
    (file) => {
      const template = contentFiles.find((spec) => spec.file === file)!.summary!;
      const entries = parse(readFileSync(path.join(root, 'data', file), 'utf8')) as Array<
        Record<string, unknown>
      >;
      // Each entry as it is, and with its Dutch texts emptied (a translation not made yet).
      const withoutDutch = entries.map((entry) =>
        JSON.parse(JSON.stringify(entry), (key, value) => (key === 'nl' ? '' : value)),
      );
      for (const language of editorLanguages)
        [...entries, ...withoutDutch].forEach((entry, index) =>
          expect(entrySummary(file, entry, index, language)).toBe(
            decapSummary(summaryIn(template, language), entry),
          ),
        );
    },
  );

  it('is the Dutch title in the Dutch editor, the English in the English', () => {
    const [service] = parse(readFileSync(path.join(root, 'data/services.yaml'), 'utf8')) as Array<{
      title: { en: string; nl: string };
    }>;
    expect(entrySummary('services.yaml', service, 0, 'nl')).toBe(service.title.nl);
    expect(entrySummary('services.yaml', service, 0, 'en')).toBe(service.title.en);
    expect(entrySummary('services.yaml', { title: { en: 'Cold storage' } }, 0, 'nl')).toBe(
      `(${NOT_IN_LANGUAGE.nl})`,
    );
  });
});
