import fc from 'fast-check';
import { lineCounts } from './gateway-size';

/** A file of `lines`, each ended by a line break. */
const file = (...lines: string[]) => lines.map((line) => `${line}\n`).join('');

describe('lineCounts', () => {
  it('counts code lines as the lines holding code, whatever comments and blanks lie between', () => {
    const kinds = fc.constantFrom('code', 'comment', 'doc', 'blank');
    fc.assert(
      fc.property(fc.array(kinds, { maxLength: 40 }), (kinds) => {
        const lines = kinds.flatMap((kind, at) =>
          kind === 'code'
            ? [`const a${at} = '// ${at}';`]
            : kind === 'comment'
              ? [`// a comment ${at}`]
              : kind === 'doc'
                ? ['/**', ` * ${at}`, ' */']
                : [''],
        );
        expect(lineCounts(file(...lines))).toEqual({
          lines: lines.length,
          code: kinds.filter((kind) => kind === 'code').length,
        });
      }),
    );
  });

  it('counts a line with code and a comment, and each line of a text over several, as code', () => {
    const source = file(
      'const a = 1; // code, then a comment',
      '/* a comment',
      '   over two lines */',
      'const c = `a text',
      'over two lines`;',
    );
    expect(lineCounts(source)).toEqual({ lines: 5, code: 3 });
  });

  it('reads a template with substitutions as text throughout, a // in it no comment', () => {
    const source = file(
      'const css = `',
      '  a { color: ${color}; }',
      '// text of the template, not a comment',
      '  b { ${ { x: 1 }.x } }',
      '`; // code, then a comment',
      '// a comment alone',
    );
    expect(lineCounts(source)).toEqual({ lines: 6, code: 5 });
  });

  it('reads a regular expression as code, a quote or backtick in it no string', () => {
    const source = file('const plain = /[\\`*_\'"]/g;', '// a comment alone', 'const b = 1;');
    expect(lineCounts(source)).toEqual({ lines: 3, code: 2 });
  });

  it('counts a file without a last line break as wc -l does, and an empty one as none', () => {
    expect(lineCounts('const a = 1;')).toEqual({ lines: 0, code: 1 });
    expect(lineCounts('')).toEqual({ lines: 0, code: 0 });
  });
});
