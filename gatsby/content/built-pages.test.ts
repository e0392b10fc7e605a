/**
 * @jest-environment node
 */
import path from 'node:path';
import { builtAndPreviewed, builtPages } from '../../jest/built-pages';
import { type LocaleResources, readLocaleResources } from '../../src/content/locales';
import { languages } from '../../src/core/languages';
import { workingTree } from './validate';

/**
 * The templates' mapping from their queries' real answers, held to the preview's from the
 * same files (jest/built-pages.ts): what the editor previews is what the build makes.
 *
 * It reads a build of the project it runs in (public/page-data/), so it is not among the
 * unit tests (jest.config.js leaves it out): the edited-content browser test runs it in its
 * copy after building an editor's week of changes, where new and removed entries, a text
 * without its Dutch and a new photo are all on the pages compared.
 */
const site = path.resolve(__dirname, '../..');

describe.each(languages)('in %s', (language) => {
  let texts: LocaleResources;
  beforeAll(async () => {
    texts = await readLocaleResources(workingTree(site));
  });

  it.each(builtPages.map((page) => [page.template, page]))(
    '%s hands its view what the preview hands it from the same files',
    async (_template, page) => {
      const { page: built, preview } = await builtAndPreviewed(site, page, language, texts);
      expect(built).toEqual(preview);
    },
  );
});
