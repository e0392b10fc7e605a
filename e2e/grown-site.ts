import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fixtureRoot } from '../jest/fixture';
import { copyProject } from '../scripts/lib/project-copy';
import { startProductionServer } from '../scripts/lib/production-server';
import { legalToday } from '../src/content/terms';
import { type CommandResult, runInCopy } from './project-commands';
import { test as base } from './fixtures';

/**
 * The site grown as its guides tell people to grow it, in one copy of the project (the tests'
 * own content) built and served by nginx once for the two files that check it:
 * - German added by the four steps of docs/LANGUAGES.md alone, the Dutch texts and flag as
 *   stand-ins, and one German text (e2e/tests/language-as-data.spec.ts);
 * - above the version of the general conditions in force, one taking effect today and one
 *   dated ahead, as docs/EDITING.md tells an editor to add them (e2e/tests/terms-versions.spec.ts).
 * One build for both: each was a copy built on its own, about a minute and a half of a busy
 * worker apiece. Their project runs on one worker, which keeps the site for both files.
 */
export const GERMAN_TITLE = 'Zollabfertigung';
/** The conditions' versions: the first (the tests' content has only it), today's, one ahead. */
export const FIRST = '2026-01-01';
export const TODAY = legalToday();
export const AHEAD = '2099-01-01';
/** Article 1's title in each added version, to tell them apart. */
export const versionTitles = {
  [AHEAD]: 'Definitions (2099)',
  [TODAY]: 'Definitions and interpretation',
};

export interface GrownSite {
  /** The copy's folder. */
  copy: string;
  /** Where nginx serves its build. */
  url: string;
  /** What `npm run validate` said of the copy before it was built. */
  validation: CommandResult;
}

/** Applies `edit` to a file of the copy, which must change it. */
function edit(copy: string, file: string, change: (text: string) => string) {
  const target = path.join(copy, file);
  const before = readFileSync(target, 'utf8');
  const after = change(before);
  if (after === before)
    throw new Error(`growing the site changed nothing in ${file}: fix the test`);
  writeFileSync(target, after);
}

/** docs/LANGUAGES.md's four steps, for German. */
function addGerman(copy: string) {
  // 1. Its code in `languages` and an entry in its list, in src/core/languages.ts.
  edit(copy, 'src/core/languages.ts', (text) =>
    text
      .replace(/(export const languages = \[[^\]]*)\]/, "$1, 'de']")
      .replace(
        /(\n\s*nl: \{[^}]*\},\n)/,
        "$1  de: { nativeName: 'Deutsch', flag: 'de', ogLocale: 'de_DE' },\n",
      ),
  );
  // 2. locales/de/, with the same files and keys as locales/en/ (the Dutch texts stand in).
  cpSync(path.join(copy, 'locales/nl'), path.join(copy, 'locales/de'), { recursive: true });
  // 3. Its flag, in src/components/layout/flags.tsx (the Dutch one stands in).
  edit(copy, 'src/components/layout/flags.tsx', (text) =>
    text.replace('  nl: Netherlands,\n', '  nl: Netherlands,\n  de: Netherlands,\n'),
  );
  // 4. A German text in the content.
  edit(copy, 'data/services.yaml', (text) =>
    text.replace(
      'title: { en: "Customs clearance", nl: "Douane-inklaring" }',
      `title: { en: "Customs clearance", nl: "Douane-inklaring", de: "${GERMAN_TITLE}" }`,
    ),
  );
}

/** Two versions on top of the first: each a copy of it, its date and article 1's title changed. */
function addTermsVersions(copy: string) {
  edit(copy, 'data/terms.yaml', (text) => {
    const start = text.indexOf(`- effective: ${FIRST}`);
    const first = text.slice(start);
    const version = (date: keyof typeof versionTitles) =>
      first
        .replace(`- effective: ${FIRST}`, `- effective: ${date}`)
        .replace('title: Definitions\n', `title: ${versionTitles[date]}\n`);
    return `${text.slice(0, start)}${version(AHEAD)}${version(TODAY)}${first}`;
  });
}

export const test = base.extend<object, { grownSite: GrownSite }>({
  grownSite: [
    async ({}, use) => {
      const copy = copyProject(path.resolve(__dirname, '..'), 'grown-', { content: fixtureRoot });
      addGerman(copy);
      addTermsVersions(copy);
      // The copy's own validator: it reads the copy's languages.
      const validation = runInCopy(copy, 'tsx', ['scripts/validate-content.ts']);
      const build = runInCopy(copy, 'gatsby', ['build']);
      if (build.status !== 0)
        throw new Error(`the grown site's build failed:\n${build.output.slice(-3000)}`);
      const server = await startProductionServer(copy);
      await use({ copy, url: server.url, validation });
      await server.close();
      rmSync(copy, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 420_000 },
  ],
});

export { expect } from './fixtures';
