import { lineCounts } from './gateway-size';

describe('lineCounts', () => {
  it('counts every line as wc -l does, and as code only those holding a token', () => {
    const source = [
      '// a comment alone',
      '',
      'const a = 1; // code, then a comment',
      '/* a comment',
      '   over two lines */',
      "const b = '// not a comment: text';",
      'const c = `a text',
      'over two lines`;',
      '',
    ].join('\n');
    expect(lineCounts(source)).toEqual({ lines: 8, code: 4 });
  });

  it('reads a template with substitutions as text throughout, a // in it no comment', () => {
    const source = [
      'const css = `',
      '  a { color: ${color}; }',
      '// text of the template, not a comment',
      '  b { ${ { x: 1 }.x } }',
      '`; // code, then a comment',
      '// a comment alone',
      '',
    ].join('\n');
    expect(lineCounts(source)).toEqual({ lines: 6, code: 5 });
  });

  it('reads a regular expression as code, a quote or backtick in it no string', () => {
    const source = ['const plain = /[\\`*_\'"]/g;', '// a comment alone', 'const b = 1;', ''].join(
      '\n',
    );
    expect(lineCounts(source)).toEqual({ lines: 3, code: 2 });
  });

  it('counts a file without a last line break as wc -l does, and an empty one as none', () => {
    expect(lineCounts('const a = 1;')).toEqual({ lines: 0, code: 1 });
    expect(lineCounts('')).toEqual({ lines: 0, code: 0 });
  });
});
