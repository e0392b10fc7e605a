/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyProject } from './scripts/lib/project-copy';

const root = __dirname;
const eslint = path.join(root, 'node_modules/eslint/bin/eslint.js');

interface Lint {
  status: number | null;
  report: string;
}

/**
 * Lints `file` with `text` in a copy of the project, with the command line: for a file in a
 * folder the configuration has not met yet (it reads the folders of src/ when it loads).
 */
function lintInCopy(file: string, text: string): Lint {
  const copy = copyProject(root, 'lint-layers-');
  try {
    copyFileSync(path.join(root, 'eslint.config.mjs'), path.join(copy, 'eslint.config.mjs'));
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    writeFileSync(path.join(copy, file), text);
    const result = spawnSync(process.execPath, [eslint, file], { cwd: copy, encoding: 'utf8' });
    return { status: result.status, report: result.stdout + result.stderr };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

type Case = [what: string, file: string, text: string, words: string];

/**
 * Lints each `[file, text]` as that file of the project would be, all with one ESLint
 * (jest/lint-texts.mjs): answers in the order given.
 */
function lintTexts(cases: Array<[string, string]>): Lint[] {
  const result = spawnSync(process.execPath, [path.join(root, 'jest/lint-texts.mjs'), root], {
    input: JSON.stringify(cases.map(([file, text]) => ({ file, text }))),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`jest/lint-texts.mjs failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as Lint[];
}

/** Files the lint must refuse, each with the words its report must hold. */
const layerCases: Case[] = [
  [
    'a template that imports the build',
    'src/templates/WrongWay.tsx',
    "import { filesBelow } from '../../gatsby/files';\n\nexport const files = filesBelow;\n",
    'src/ is the site',
  ],
  [
    'a content-model file that imports a component',
    'src/content/wrong-way.ts',
    "import { Section } from '../components/shared/Section';\n\nexport const section = Section;\n",
    'src/content/ (the content model, its check and the three-way merge of a file) imports only src/core/ and packages',
  ],
  [
    'the interface texts importing the page context (a loop: templates use the texts)',
    'src/i18n/wrong-way.ts',
    "import type { SitePageContext } from '../templates/page-context';\n\nexport type Context = SitePageContext;\n",
    'src/i18n/ (the interface texts) imports only src/core/ and packages',
  ],
  [
    'the lowest layer importing the site',
    'src/core/wrong-way.ts',
    "import { palette } from '../theme/tokens';\n\nexport const colours = palette;\n",
    'src/core/ (the languages and the route table) imports only packages',
  ],
  [
    'the merge importing the panel (the editor, above the content model)',
    'src/content/merge/wrong-way.ts',
    "import { showFindings } from '../../admin/panel/report-panel';\n\nexport const show = showFindings;\n",
    'src/content/ (the content model, its check and the three-way merge of a file) imports only src/core/',
  ],
  [
    'the door to Decap importing the editor above its words',
    'src/admin/decap/wrong-way.ts',
    "import { LIST_FIELD } from '../forms/formats';\n\nexport const list = LIST_FIELD;\n",
    "src/admin/decap/ (the only door to Decap's insides) imports only src/admin/words/ of the editor",
  ],
  [
    "the editor's words importing the editor (its lowest room)",
    'src/admin/words/wrong-way.ts',
    "import { LIST_FIELD } from '../forms/formats';\n\nexport const list = LIST_FIELD;\n",
    "src/admin/words/ (the editor's own words, in the person's language) imports no other room of the editor",
  ],
  [
    "a host's function that imports the editor",
    'functions/oauth/wrong-way.ts',
    "import { showFindings } from '../../src/admin/panel/report-panel';\n\nexport const show = showFindings;\n",
    "The host's functions (functions/: Cloudflare Pages, the Worker, Netlify) import the platform's APIs, their own folder, the content model",
  ],
  [
    'the content API importing the gateway (a loop: the gateway stands on it)',
    'functions/_lib/content-api/wrong-way.ts',
    "import { signedIn } from '../gateway/signed-in';\n\nexport const who = signedIn;\n",
    "The content API's actions and stores (functions/_lib/content-api/) import neither the gateway nor the hosts' entries",
  ],
  [
    "the gateway importing a host's entry",
    'functions/_lib/gateway/wrong-way.ts',
    "import { onRequest } from '../../api/[[path]]';\n\nexport const entry = onRequest;\n",
    "The gateway (sessions, sign-in, limits) does not import the hosts' entries",
  ],
  [
    'how a call is answered importing the content API',
    'functions/_lib/web.ts',
    "import { actions } from './content-api/actions';\n\nexport const all = actions;\n",
    'the floor of functions/',
  ],
];

const doorCases: Case[] = [
  [
    'a query of Decap’s markup in the panel',
    'src/admin/panel/wrong-way.ts',
    'export const pane = () => document.querySelector(\'[class*="ControlPaneContainer"]\');\n',
    "A query of the page's markup is a query of Decap's",
  ],
  [
    'a field id of Decap’s in the preview',
    'src/admin/preview/wrong-way.ts',
    'export const label = (name: string) => `label[for^="${name}-field-"]`;\n',
    "A name of Decap's",
  ],
  [
    'Decap’s route to a form in the panel',
    'src/admin/panel/wrong-way.ts',
    'export const route = (form: string) => `#/collections/${form}/entries/${form}`;\n',
    "A name of Decap's",
  ],
  [
    'Decap’s route written out in a sign-in browser test',
    'e2e/tests/sign-in.spec.ts',
    "export const company = '/admin/#/collections/company/entries/company';\n",
    "A name of Decap's",
  ],
  [
    'Decap’s backups read in the publishing room',
    'src/admin/publishing/wrong-way.ts',
    "export const open = () => indexedDB.open('localforage');\n",
    "Decap's backups",
  ],
  [
    'a control that decides itself when Decap draws it, in the pictures’ room',
    'src/admin/pictures/wrong-way.ts',
    'export const control = { shouldComponentUpdate: () => true };\n',
    'When Decap draws a field',
  ],
  [
    'a page watched for Decap’s drawing',
    'src/admin/pictures/wrong-way.ts',
    'export const watch = (seen: () => void) => new MutationObserver(seen);\n',
    "Watching Decap's drawing",
  ],
  [
    'a locator of Decap’s markup in an editor browser test',
    'e2e/tests/editor-forms.spec.ts',
    "import type { Page } from '@playwright/test';\n\nexport const pane = (page: Page) => page.locator('#preview-pane');\n",
    "the editor's browser tests reach Decap's screen through their page objects, e2e/editor/",
  ],
];

/** Files the lint must let be: `[file, text]`. */
const allowed: Array<[string, string]> = [
  [
    'src/templates/RightWay.tsx',
    "import { routes } from '../core/routes';\n\nexport const paths = routes.map((route) => route.path);\n",
  ],
  [
    'src/admin/decap/right-way.ts',
    'export const pane = () => document.querySelector(\'[class*="ControlPaneContainer"]\');\n',
  ],
  [
    'e2e/editor/right-way.ts',
    "import type { Page } from '@playwright/test';\n\nexport const pane = (page: Page) => page.locator('#preview-pane');\n",
  ],
];

let linted: Map<string, Lint>;
beforeAll(() => {
  const texts = [...layerCases, ...doorCases].map(([, file, text]): [string, string] => [
    file,
    text,
  ]);
  texts.push(...allowed);
  const answers = lintTexts(texts);
  linted = new Map(texts.map(([file, text], index) => [file + text, answers[index]]));
}, 60_000);

const lint = (file: string, text: string) => linted.get(file + text)!;

describe('the lint keeps the layers apart', () => {
  it.each(layerCases)('refuses %s, naming the rule and the layer', (_case, file, text, layer) => {
    const { status, report } = lint(file, text);
    expect(status).toBe(1);
    expect(report).toContain('import-x/no-restricted-paths');
    expect(report).toContain(layer);
    expect(report).toContain('docs/ARCHITECTURE.md#layers');
  });

  it('stops the lint when a folder of the editor has no room', () => {
    const { status, report } = lintInCopy('src/admin/helpers/new.ts', 'export const help = 1;\n');
    expect(status).toBe(2);
    expect(report).toContain('src/admin/helpers/ has no room');
  });

  it('stops the lint when a folder of src/ has no layer', () => {
    const { status, report } = lintInCopy('src/widgets/new.ts', 'export const widget = 1;\n');
    expect(status).toBe(2);
    expect(report).toContain('src/widgets/ has no layer');
  });

  it('lets a template import the site’s own modules', () => {
    const { status, report } = lint(...allowed[0]);
    expect(report).toBe('');
    expect(status).toBe(0);
  });
});

describe('the lint keeps Decap’s insides behind one door', () => {
  it.each(doorCases)('refuses %s, naming the door', (_case, file, text, words) => {
    const { status, report } = lint(file, text);
    expect(status).toBe(1);
    expect(report).toContain('no-restricted-syntax');
    expect(report).toContain(words);
  });

  it('lets the door itself, and the page objects, reach Decap’s markup', () => {
    for (const [file, text] of allowed.slice(1)) {
      const { status, report } = lint(file, text);
      expect(report).toBe('');
      expect(status).toBe(0);
    }
  });
});
