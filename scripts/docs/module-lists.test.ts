import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  firstSentence,
  guideFiles,
  listedFolders,
  moduleList,
  moduleSummaries,
  openingComment,
  withModuleLists,
} from './module-lists';

const root = path.resolve(__dirname, '../..');

describe('the guides’ lists of modules', () => {
  it.each(guideFiles(root))(
    '%s lists each marked folder’s modules as they say (npm run docs:modules)',
    (guide) => {
      const text = readFileSync(path.join(root, guide), 'utf8');
      expect(withModuleLists(root, text)).toBe(text);
    },
  );

  it('the architecture lists every module of the gateway and the content API, each with its opening comment', () => {
    const architecture = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
    const folders = ['functions/_lib/gateway', 'functions/_lib/content-api', 'functions/_lib'];
    expect(listedFolders(architecture)).toEqual(expect.arrayContaining(folders));
    for (const folder of folders)
      for (const { file, says } of moduleSummaries(root, folder)) {
        expect(says).not.toBe('');
        expect(architecture).toContain(`- \`${file}\`: ${says}`);
      }
  });

  it('a module added to a folder, or its comment changed, makes the guide differ until it is written again', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'modules-'));
    try {
      writeFileSync(path.join(folder, 'a.ts'), '// A does one thing. More about it.\nexport {};\n');
      writeFileSync(path.join(folder, 'a.test.ts'), '// Not listed.\n');
      const name = path.relative(root, folder);
      const guide = withModuleLists(
        root,
        `Intro.\n\n<!-- modules: ${name} -->\n<!-- /modules -->\n`,
      );
      expect(guide).toContain('- `a.ts`: A does one thing.');
      expect(guide).not.toContain('a.test.ts');
      expect(withModuleLists(root, guide)).toBe(guide);

      writeFileSync(path.join(folder, 'b.ts'), '/**\n * B, in a block.\n */\nexport {};\n');
      expect(withModuleLists(root, guide)).not.toBe(guide);
      expect(moduleList(root, name)).toContain('- `b.ts`: B, in a block.');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('a module’s opening comment and its first sentence', () => {
  it('reads line comments up to the first code, or a block comment', () => {
    expect(openingComment('// One\n// two.\nimport x from "y";\n// later')).toBe('One two.');
    expect(openingComment('/**\n * A block\n * of two lines.\n */\nexport {};')).toBe(
      'A block of two lines.',
    );
    expect(openingComment('export const x = 1;')).toBe('');
  });

  it('ends at a full stop before the next sentence, not inside a path or a lower-case word', () => {
    expect(firstSentence('Reads (./store.ts). Then more.')).toBe('Reads (./store.ts).');
    expect(firstSentence('Signing in and out. /api/session/start is the window.')).toBe(
      'Signing in and out.',
    );
    expect(firstSentence('Uses e.g. a store. Then more.')).toBe('Uses e.g. a store.');
    expect(firstSentence('Judged whole: - PNG: chunks. - JPEG: segments.')).toBe('Judged whole.');
    expect(firstSentence('No full stop at all')).toBe('No full stop at all');
  });
});
