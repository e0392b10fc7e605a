/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');

/** The type checker's complaints about `code`, a file of src/i18n/ beside the texts' types. */
function typeErrors(code: string): string[] {
  const file = path.join(root, 'src/i18n/keys-probe.tsx');
  const { config } = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile;
  host.getSourceFile = (name, language, ...rest) =>
    path.resolve(name) === file
      ? ts.createSourceFile(name, code, language)
      : read.call(host, name, language, ...rest);
  const program = ts.createProgram([file, path.join(root, 'src/i18n/i18next.d.ts')], options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

// A key the home page's texts have, whatever an editor has written in it.
const home = JSON.parse(readFileSync(path.join(root, 'locales/en/home.json'), 'utf8'));
const group = Object.keys(home).find((key) => typeof home[key] === 'object')!;
const known = `${group}.${Object.keys(home[group])[0]}`;

const probe = (key: string) => `import { useTranslation } from 'react-i18next';
export function Probe() {
  const { t } = useTranslation('home');
  return <p>{t('${key}')}</p>;
}
`;

describe('the interface texts’ keys are typed from locales/en/', () => {
  it('accepts a key the file has', () => {
    expect(typeErrors(probe(known))).toEqual([]);
  });

  it('refuses a key no file has', () => {
    const errors = typeErrors(probe(`${group}.noSuchKey`));
    expect(errors.join('\n')).toContain(`"${group}.noSuchKey"`);
  });
});
