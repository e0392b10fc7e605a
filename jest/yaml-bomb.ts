/**
 * A "billion laughs" YAML bomb: `levels` lines, each a list of nine aliases of the line above,
 * so the file of a few lines reads as 9^(levels + 1) values. For the tests of the one reading
 * of YAML (src/content/yaml.ts), wherever it runs: the check, `npm run validate`, the gateway.
 */
export const yamlBomb = (levels: number) =>
  [
    'a0: &a0 [x, x, x, x, x, x, x, x, x]',
    ...Array.from(
      { length: levels },
      (_, i) => `a${i + 1}: &a${i + 1} [${Array(9).fill(`*a${i}`).join(', ')}]`,
    ),
  ].join('\n');
