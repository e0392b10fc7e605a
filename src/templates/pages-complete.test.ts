/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languages } from '../core/languages';
import { notFoundRoute, routes } from '../core/routes';
import { TEXT_TYPES_FILE, textTypes } from '../../gatsby/text-types';

// A page through a short list (docs/ARCHITECTURE.md, "Adding a page"): a route in the table,
// and this test names each step of the list the route still lacks, in the words of the step.
const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const steps = 'docs/ARCHITECTURE.md, "Adding a page"';

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

  it('its own texts in every language, asked for by its query', () => {
    for (const folder of ['locales', 'jest/fixture/locales'])
      for (const language of languages)
        expect(
          existsSync(path.join(root, `${folder}/${language}/${route.id}.json`)) ||
            `write ${folder}/${language}/${route.id}.json (${steps}, step 4)`,
        ).toBe(true);
    expect(
      read(template).includes(`"${route.id}"`) || `${template}'s query asks for "${route.id}"`,
    ).toBe(true);
  });
});

it('every file of interface texts has its keys typed, as the build writes them (src/i18n/i18next.d.ts)', () => {
  expect(
    read(TEXT_TYPES_FILE) === textTypes() || `npm run build writes ${TEXT_TYPES_FILE} again`,
  ).toBe(true);
});
