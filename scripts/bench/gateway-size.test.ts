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

  it('counts a file without a last line break as wc -l does, and an empty one as none', () => {
    expect(lineCounts('const a = 1;')).toEqual({ lines: 0, code: 1 });
    expect(lineCounts('')).toEqual({ lines: 0, code: 0 });
  });
});
