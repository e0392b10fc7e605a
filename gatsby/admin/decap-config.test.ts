/**
 * @jest-environment node
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type * as z from 'zod';
import { ADVANCED_FIELD } from '../../src/admin/forms/advanced';
import { LIST_FIELD, SOURCE_FIELD } from '../../src/admin/forms/formats';
import { IMAGE_WIDGET } from '../../src/admin/forms/form-names';
import { languages } from '../../src/core/languages';
import { editorLanguages } from '../../src/core/editor-language';
import { routes } from '../../src/core/routes';
import { previewPages } from '../../src/admin/preview/pages';
import { type ContentFile, contentFiles } from '../../src/content/schemas';
import { type FieldDescription, describeFields, groupSchema } from '../../src/content/fields';
import { cmsBackend } from './backend';
import { readEditorConfigInput } from './editor-config-input';
import { type DecapField, type EditorConfigInput, decapConfig } from './decap-config';
import { EDITOR_LOGO_FILE } from './editor-logo';
import { dutchWords } from '../../src/content/words-in-dutch';
import { NOT_IN_LANGUAGE } from '../../src/content/summary-template';

const root = path.resolve(__dirname, '../..');
let input: EditorConfigInput;
let config: ReturnType<typeof decapConfig>;
beforeAll(async () => {
  input = await readEditorConfigInput(root, cmsBackend({}));
  config = decapConfig(input);
});

type Schema = z.ZodType & {
  def: { type: string; innerType?: Schema; element?: Schema; shape?: Record<string, Schema> };
};

/** The zod schemas of an entry's fields, as the content check validates them. */
const schemaShape = (file: ContentFile) =>
  (groupSchema(file.fields) as unknown as Schema).def.shape!;

/** Every value's place in the model: `hours[].days.en`, `features[].nl`, `paragraphs[]`. */
function modelPaths(shape: Record<string, Schema>, prefix = ''): string[] {
  return Object.entries(shape).flatMap(([name, raw]) => {
    const schema = raw.def.type === 'optional' ? raw.def.innerType! : raw;
    const here = `${prefix}${name}`;
    const element = schema.def.element;
    if (element) {
      const inner = element.def.type === 'optional' ? element.def.innerType! : element;
      return inner.def.shape ? modelPaths(inner.def.shape, `${here}[].`) : [`${here}[]`];
    }
    if (schema.def.shape) return modelPaths(schema.def.shape, `${here}.`);
    return [here];
  });
}

/** The same for the form's fields. */
function formPaths(fields: DecapField[], prefix = ''): string[] {
  return fields
    .filter((field) => field.name !== SOURCE_FIELD)
    .flatMap((field) => {
      const here = `${prefix}${field.name}`;
      if (field.widget === 'list')
        return field.fields ? formPaths(field.fields, `${here}[].`) : [`${here}[]`];
      if (field.widget === 'object') return formPaths(field.fields ?? [], `${here}.`);
      // A choice of several holds a list, as a list field does.
      if (field.widget === 'select' && field.multiple) return [`${here}[]`];
      return [here];
    });
}

const collectionOf = (file: string) => {
  const collection = config.collections.find((candidate) =>
    candidate.files.some((entry) => entry.file === `data/${file}`),
  );
  if (!collection) throw new Error(`no collection for data/${file}`);
  return collection;
};

/** The form fields of an entry of a data file, as the form draws them. */
function formEntryFields(file: (typeof contentFiles)[number]): DecapField[] {
  const fields = collectionOf(file.file).files[0].fields as DecapField[];
  if (file.shape === 'single') return fields;
  const list = fields.find((field) => field.name === LIST_FIELD);
  return list?.fields ?? [];
}

/** The same, with the fields of the folded Advanced group (tested on its own) among the others. */
const entryFields = (file: (typeof contentFiles)[number]): DecapField[] =>
  formEntryFields(file).flatMap((field) =>
    field.name === ADVANCED_FIELD ? (field.fields ?? []) : [field],
  );

describe('the editor’s words', () => {
  it('folds each list entry under what a person reads: a service by its title, a hub by code and name', () => {
    const summary = (file: string) =>
      (collectionOf(file).files[0].fields as DecapField[]).find((f) => f.name === LIST_FIELD)
        ?.summary;
    expect(summary('services.yaml')).toBe('{{fields.title.en}}');
    expect(summary('hubs.yaml')).toBe('{{fields.code}} — {{fields.name.en}}');
    expect(summary('partners.yaml')).toBe('{{fields.name}}');
    expect(summary('stats.yaml')).toBe('{{fields.label.en}}');
  });

  it('folds each entry under its texts in the editor’s language: in Dutch, a service by its Dutch title', () => {
    const dutch = decapConfig(input, 'nl');
    const summary = (file: string) =>
      (
        dutch.collections.find(({ files }) => files[0].file === `data/${file}`)!.files[0]
          .fields as DecapField[]
      ).find((f) => f.name === LIST_FIELD)?.summary;
    const missing = `default('(${NOT_IN_LANGUAGE.nl})')`;
    expect(summary('services.yaml')).toBe(`{{fields.title.nl | ${missing}}}`);
    expect(summary('hubs.yaml')).toBe(`{{fields.code}} — {{fields.name.nl | ${missing}}}`);
    expect(summary('partners.yaml')).toBe('{{fields.name}}');
    expect(summary('terms.yaml')).toBe(
      `${dutchWords['Version in force from']} {{fields.effective}}`,
    );
  });

  it('lets countries be chosen by name, every country the company serves among them', () => {
    const field = entryFields(contentFiles.find((f) => f.file === 'company.yaml')!).find(
      (f) => f.name === 'countriesServed',
    )!;
    expect(field).toMatchObject({ widget: 'select', multiple: true, label: 'Countries served' });
    const options = field.options as Array<{ label: string; value: string }>;
    expect(options).toContainEqual({ label: 'Netherlands', value: 'NL' });
    expect(options.map((option) => option.value)).not.toContain('EU');
    const served = (
      parse(readFileSync('data/company.yaml', 'utf8')) as { countriesServed: string[] }
    ).countriesServed;
    for (const code of served) expect(options.map((option) => option.value)).toContain(code);
  });

  it('lets a home page card choose the service it links to by its title, writing its web address name', () => {
    const card = entryFields(contentFiles.find((file) => file.file === 'service-highlights.yaml')!);
    expect(card.find((field) => field.name === 'service')).toMatchObject({
      widget: 'relation',
      collection: 'services',
      file: 'services',
      value_field: `${LIST_FIELD}.*.${ADVANCED_FIELD}.slug`,
      display_fields: [`${LIST_FIELD}.*.title.en`],
    });
  });
});

describe('the editor’s configuration', () => {
  it('folds the fields only a developer should change into a group Advanced at the end of their entry, saying so', () => {
    const advanced = (file: string) => {
      const fields = formEntryFields(contentFiles.find((spec) => spec.file === file)!).filter(
        (field) => field.widget !== 'hidden',
      );
      const group = fields.find((field) => field.name === ADVANCED_FIELD);
      return group && fields.indexOf(group) === fields.length - 1
        ? { ...group, fields: group.fields!.map((field) => field.name) }
        : group;
    };
    expect(advanced('services.yaml')).toMatchObject({
      label: 'Advanced',
      widget: 'object',
      collapsed: true,
      hint: expect.stringContaining('For developers'),
      fields: ['slug', 'icon'],
    });
    expect(advanced('company.yaml')?.fields).toEqual(['mapsEmbedSrc', 'analyticsScriptPath']);
    expect(advanced('stats.yaml')?.fields).toEqual(['slug']);
    expect(advanced('hubs.yaml')).toBeUndefined();
  });

  it.each(contentFiles.map((file) => [file.file, file] as const))(
    'data/%s: every field of the model has a form field, and no form field is outside the model',
    (_name, file) => {
      expect(formPaths(entryFields(file)).sort()).toEqual(modelPaths(schemaShape(file)).sort());
    },
  );

  it('requires what the model requires', () => {
    for (const file of contentFiles) {
      const fields = entryFields(file);
      for (const [name, schema] of Object.entries(schemaShape(file))) {
        const field = fields.find((candidate) => candidate.name === name);
        const optional = schema.def.type === 'optional' || schema.def.type === 'union';
        expect([file.file, name, field?.required]).toEqual([file.file, name, !optional]);
      }
    }
  });

  it('gives each kind of value its widget, English required and Dutch optional', () => {
    const services = entryFields(contentFiles.find((file) => file.file === 'services.yaml')!);
    const byName = (name: string) => services.find((field) => field.name === name)!;
    expect(byName('icon').widget).toBe('select');
    expect(
      byName('description').fields!.map((field) => [field.name, field.widget, field.required]),
    ).toEqual([
      ['en', 'text', true],
      ['nl', 'text', false],
    ]);
    expect(byName('title').fields![0].widget).toBe('string');
    const about = entryFields(contentFiles.find((file) => file.file === 'about.yaml')!);
    const image = about.find((field) => field.name === 'image')!;
    expect([image.widget, image.media_folder, image.public_folder]).toEqual([
      IMAGE_WIDGET,
      './images/about',
      './images/about',
    ]);
    const stats = entryFields(contentFiles.find((file) => file.file === 'stats.yaml')!);
    expect(stats.find((field) => field.name === 'target')).toMatchObject({
      widget: 'number',
      value_type: 'int',
    });
    // A list of paragraphs: each one a box of several lines.
    const terms = entryFields(contentFiles.find((file) => file.file === 'terms.yaml')!);
    const article = terms.find((field) => field.name === 'articles')!.fields!;
    expect(article.find((field) => field.name === 'paragraphs')).toMatchObject({
      widget: 'list',
      field: { widget: 'text' },
    });
  });

  it('accepts every value the site has now, and refuses what the validator refuses', () => {
    const hubs = entryFields(contentFiles.find((file) => file.file === 'hubs.yaml')!);
    const code = new RegExp(hubs.find((field) => field.name === 'code')!.pattern![0]);
    expect(['AMS', 'LGG'].map((value) => code.test(value))).toEqual([true, true]);
    expect(['ams', 'AM', 'AMSX'].map((value) => code.test(value))).toEqual([false, false, false]);
    // Every patterned field of every file, against the file's present (valid) values.
    for (const file of contentFiles) {
      const data = parse(readFileSync(path.join(root, 'data', file.file), 'utf8'));
      const entries = file.shape === 'list' ? data : [data];
      for (const field of entryFields(file).filter((candidate) => candidate.pattern))
        for (const entry of entries) {
          const value = entry[field.name];
          if (value !== undefined && value !== '')
            expect([
              file.file,
              field.name,
              new RegExp(field.pattern![0]).test(String(value)),
            ]).toEqual([file.file, field.name, true]);
        }
    }
  });

  it('has one form for each namespace of interface texts, every text in every language side by side and required', () => {
    const texts = config.collections.filter((collection) => collection.name.startsWith('texts-'));
    expect(texts.map((collection) => collection.files.map((entry) => entry.file))).toContainEqual([
      'locales/home.json',
    ]);
    const [home] = texts.find((collection) => collection.name === 'texts-home')!.files;
    const english = JSON.parse(readFileSync(path.join(root, 'locales/en/home.json'), 'utf8'));
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, item]) =>
        typeof item === 'object'
          ? keys(item, `${prefix}${key}.`)
          : languages.map((language) => `${prefix}${key}.${language}`),
      );
    expect(formPaths(home.fields as DecapField[]).sort()).toEqual(keys(english).sort());
    const requiredTexts = (fields: DecapField[], prefix = ''): string[] =>
      fields.flatMap((field) =>
        field.fields
          ? requiredTexts(field.fields, `${prefix}${field.name}.`)
          : field.required
            ? [`${prefix}${field.name}`]
            : [],
      );
    expect(requiredTexts(home.fields as DecapField[]).sort()).toEqual(keys(english).sort());
    // A key that says little is labelled in plain words.
    const hero = (home.fields as DecapField[]).find((field) => field.name === 'hero')!;
    expect(hero.fields!.find((field) => field.name === 'eyebrow')!.label).toBe(
      'Line above the headline',
    );
  });

  it('adds a new version of the conditions on top, as a copy of the newest but for its date, picked in a calendar', () => {
    const list = (collectionOf('terms.yaml').files[0].fields as DecapField[]).find(
      (field) => field.name === LIST_FIELD,
    )!;
    expect(list.add_to_top).toBe(true);
    const fields = list.fields!;
    const [newest] = input.data['terms.yaml'] as Array<{ articles: unknown[] }>;
    const effective = fields.find((field) => field.name === 'effective')!;
    expect(effective).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      time_format: false,
    });
    expect(effective.default).toBeUndefined();
    const articles = fields.find((field) => field.name === 'articles')!;
    expect(articles.default).toEqual(newest.articles);
    expect(articles).toMatchObject({
      label_singular: 'article',
      summary: '{{fields.number}}. {{fields.title}}',
    });
  });

  it('keeps each picture field’s uploads in the folder the model declares for it', () => {
    const pictureFields = (fields: DecapField[]): DecapField[] =>
      fields.flatMap((field) => [
        ...(field.widget === IMAGE_WIDGET ? [field] : []),
        ...pictureFields([...(field.fields ?? []), ...(field.field ? [field.field] : [])]),
      ]);
    for (const file of contentFiles) {
      const declared = (fields: FieldDescription[]): string[] =>
        fields.flatMap(({ shape }) =>
          shape.kind === 'image'
            ? [`./${shape.folder}`]
            : shape.kind === 'group'
              ? declared(shape.fields)
              : [],
        );
      const collection = config.collections.find((c) => c.files[0].file === `data/${file.file}`)!;
      const folders = pictureFields(collection.files[0].fields as DecapField[]).map(
        ({ media_folder: folder }) => folder,
      );
      expect(folders).toEqual(declared(describeFields(file.fields)));
    }
  });
});

describe('the editor around the forms', () => {
  it('saves through the checked proxy backend, on this machine and on the site alike', () => {
    expect(config.backend.name).toBe('checked-proxy');
    expect(
      decapConfig({
        ...input,
        backend: cmsBackend({ CMS_BACKEND: 'github', CMS_REPO: 'a/b', CF_PAGES: '1' }),
      }).backend.name,
    ).toBe('checked-proxy');
  });

  it('makes every form a file: there is nothing new to create (src/admin/decap/layout.ts hides Decap’s empty "New Post")', () => {
    for (const collection of config.collections as Array<Record<string, unknown>>) {
      expect(collection.files).toBeDefined();
      expect(collection.folder).toBeUndefined();
      expect(collection.create).toBeUndefined();
    }
  });

  it('previews every data file as the page it is on, and no interface-text file', () => {
    const previewed = config.collections
      .filter((collection) => collection.editor.preview)
      .map((collection) => collection.name)
      .sort();
    expect(previewed).toEqual(Object.keys(previewPages).sort());
    expect(contentFiles.map((file) => path.basename(file.file, '.yaml')).sort()).toEqual(previewed);
  });

  it('opens a draft’s whole-site preview on the page its form changes', () => {
    const pageOf = (template: string) => routes.find((route) => route.template === template)!.path;
    for (const collection of config.collections) {
      const [file] = collection.files;
      const expected =
        collection.name in previewPages
          ? pageOf(previewPages[collection.name])
          : (routes.find(({ id }) => collection.name === `texts-${id}`)?.path ??
            (collection.name === 'texts-notFound' ? '/404/' : '/'));
      expect([collection.name, file.preview_path]).toEqual([collection.name, expected]);
    }
    expect(new Set(config.collections.map(({ files }) => files[0].preview_path)).size).toBe(
      routes.length + 1,
    );
  });

  it("shows the company's logo and links to the live site", () => {
    const live = decapConfig({
      ...input,
      backend: { ...input.backend, siteUrl: 'https://www.cargo.example' },
    });
    expect(live.logo).toEqual({ src: EDITOR_LOGO_FILE, show_in_header: true });
    expect(live.site_url).toBe('https://www.cargo.example');
    expect(live.display_url).toBe('https://www.cargo.example');
  });

  it('gives uploads safe file names', () => {
    expect(config.slug).toEqual({
      encoding: 'ascii',
      clean_accents: true,
      sanitize_replacement: '-',
    });
  });
});

describe('the editor in Dutch', () => {
  /** The configuration without its words: what it holds, whatever language it speaks. */
  const shapeOf = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(shapeOf);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !['label', 'hint', 'label_singular', 'summary'].includes(key))
        .map(([key, inner]) =>
          key === 'pattern'
            ? [key, (inner as string[])[0]]
            : key === 'options'
              ? [
                  key,
                  (inner as unknown[])
                    .map(shapeOf)
                    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
                ]
              : [key, shapeOf(inner)],
        ),
    );
  };
  const labelsOf = (value: unknown, found: string[] = []): string[] => {
    if (Array.isArray(value)) value.forEach((inner) => labelsOf(inner, found));
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value))
        if (['label', 'hint', 'label_singular'].includes(key) && typeof inner === 'string')
          found.push(inner);
        else labelsOf(inner, found);
    return found;
  };

  it('has the same forms, fields and rules as the English, in the words of words-in-dutch.ts', () => {
    const dutch = decapConfig(input, 'nl');
    expect(shapeOf(dutch)).toEqual(shapeOf(config));
    const company = (collection: ReturnType<typeof decapConfig>) =>
      collection.collections.find(({ name }) => name === 'company')!.files[0];
    const phone = (fields: DecapField[]) => fields.find(({ name }) => name === 'phone')!;
    expect(company(dutch).label).toBe(dutchWords.Company);
    expect(phone(company(dutch).fields).label).toBe(dutchWords.Phone);
    expect(phone(company(dutch).fields).pattern![1]).toMatch(/^Verwacht: een telefoonnummer/);
    // Every declared word is Dutch where the table gives one; what is left (a country's name in
    // Dutch, an interface text labelled from its key) is no word of the model's English.
    const english = new Set(labelsOf(config));
    const untranslated = labelsOf(dutch).filter(
      (word) => english.has(word) && Object.hasOwn(dutchWords, word) && dutchWords[word] !== word,
    );
    expect(untranslated).toEqual([]);
  });
});

describe('the fields’ hints', () => {
  /** Every hint of a configuration, with where it is. */
  const hintsOf = (value: unknown, place = ''): Array<[string, string]> =>
    Array.isArray(value)
      ? value.flatMap((inner, index) => hintsOf(inner, `${place}[${index}]`))
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) =>
            key === 'hint' && typeof inner === 'string'
              ? [[place, inner] as [string, string]]
              : hintsOf(inner, `${place}.${key}`),
          )
        : [];
  /** What Markdown would draw otherwise than it is written: emphasis, code, links, headings, lists, HTML. */
  const markdown =
    /(\*\S|\S\*|`|\[[^\]]*\]\(|(^|\s)_\S[^_]*\S_(\s|$)|^\s*(#|>|-\s|\d+\.\s)|<[a-z/])/im;

  it('are plain sentences in every language: the editor shows them as written, without Markdown (gatsby/admin/bundle.ts)', () => {
    const hints = editorLanguages.flatMap((language) => hintsOf(decapConfig(input, language)));
    expect(hints.length).toBeGreaterThan(50);
    expect(hints.filter(([, hint]) => markdown.test(hint))).toEqual([]);
    // The rule's disguises.
    for (const written of [
      'Use **bold**',
      'a `code`',
      'see [the terms](/terms/)',
      '# Title',
      'an _emphasis_ here',
    ])
      expect(markdown.test(written)).toBe(true);
    expect(
      markdown.test("The host's page-view counter, such as /_vercel/insights/script.js."),
    ).toBe(false);
  });
});

describe('the lists’ Add buttons', () => {
  /** Every list of a configuration, with where it is. */
  const listsOf = (value: unknown, place = ''): Array<[string, Record<string, unknown>]> =>
    Array.isArray(value)
      ? value.flatMap((inner, index) => listsOf(inner, `${place}[${index}]`))
      : value && typeof value === 'object'
        ? [
            ...((value as { widget?: unknown }).widget === 'list'
              ? [[place, value as Record<string, unknown>] as [string, Record<string, unknown>]]
              : []),
            ...Object.entries(value).flatMap(([key, inner]) => listsOf(inner, `${place}.${key}`)),
          ]
        : [];

  it('name one entry, not the list: "Voeg punt toe", which fits a phone’s row, not "Voeg wat erbij hoort toe"', () => {
    for (const language of editorLanguages) {
      const lists = listsOf(decapConfig(input, language));
      expect(lists.length).toBeGreaterThan(10);
      expect(lists.filter(([, list]) => !list.label_singular).map(([place]) => place)).toEqual([]);
    }
    const features = listsOf(decapConfig(input, 'nl')).find(([, list]) => list.name === 'features');
    expect(features?.[1]).toMatchObject({ label: 'Wat erbij hoort', label_singular: 'punt' });
  });
});
