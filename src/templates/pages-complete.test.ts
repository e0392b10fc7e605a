/**
 * @jest-environment node
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { languages } from '../core/languages';
import { notFoundRoute, routes } from '../core/routes';

// A page through a short list (docs/ARCHITECTURE.md, "Adding a page"): a route in the table,
// and this test names each step of the list the route still lacks, in the words of the step.
const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const steps = 'docs/ARCHITECTURE.md, "Adding a page"';
const namespaces = readdirSync(path.join(root, 'locales/en')).map((file) =>
  path.basename(file, '.json'),
);

describe.each([...routes, notFoundRoute])('the page $id has each step of its list', (route) => {
  const template = `src/templates/${route.template}.tsx`;

  it('a template, whose query asks for the frame and the interface texts', () => {
    expect(existsSync(path.join(root, template)) || `write ${template} (${steps}, step 2)`).toBe(
      true,
    );
    const query = read(template);
    for (const fragment of ['...LayoutData', '...LocaleStrings'])
      expect(query.includes(fragment) || `${template}'s query spreads ${fragment}`).toBe(true);
  });

  it('its own texts, when it has any, in every language, typed and asked for', () => {
    if (
      !languages.some((language) =>
        existsSync(path.join(root, `locales/${language}/${route.id}.json`)),
      )
    )
      return;
    for (const language of languages)
      expect(
        existsSync(path.join(root, `locales/${language}/${route.id}.json`)) ||
          `write locales/${language}/${route.id}.json (${steps}, step 4)`,
      ).toBe(true);
    expect(
      read(template).includes(`"${route.id}"`) || `${template}'s query asks for "${route.id}"`,
    ).toBe(true);
  });
});

it('every file of interface texts has its keys typed (src/i18n/i18next.d.ts)', () => {
  const declared = read('src/i18n/i18next.d.ts');
  const missing = namespaces.filter(
    (namespace) =>
      !declared.includes(`import type ${namespace} from '../../locales/en/${namespace}.json';`) ||
      !declared.includes(`${namespace}: typeof ${namespace};`),
  );
  expect(
    missing.map((namespace) => `declare ${namespace} in src/i18n/i18next.d.ts (${steps}, step 4)`),
  ).toEqual([]);
});
