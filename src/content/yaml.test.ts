/**
 * @jest-environment node
 */
// The check's reading of YAML against the build's: for each file of a corpus of tricky YAML,
// gatsby-transformer-yaml itself (its onCreateNode, as Gatsby calls it) makes the nodes the
// site's pages query, and the check's verdict must agree: what the check takes, the build
// reads to the same values; what the build cannot read, or reads otherwise than written, the
// check refuses with a sentence.
import path from 'node:path';
import { yamlBomb } from '../../jest/yaml-bomb';
import { MAX_ALIAS_COUNT, misreadUnquoted, readYaml } from './yaml';

const transformer = require('gatsby-transformer-yaml/gatsby-node') as {
  onCreateNode(api: object, options: object): Promise<void>;
};

/** What gatsby-transformer-yaml makes of `text`: the nodes' values, or what it threw. */
async function built(text: string): Promise<{ nodes: unknown[] } | { threw: string }> {
  const nodes: unknown[] = [];
  const file = { id: 'file', name: 'company', dir: '/data', internal: { type: 'File' } };
  try {
    await transformer.onCreateNode(
      {
        node: file,
        actions: {
          // The node's value as a page queries it, without Gatsby's own fields.
          createNode: (node: Record<string, unknown>) =>
            nodes.push(
              Object.fromEntries(
                Object.entries(node).filter(
                  ([name]) => !['id', 'children', 'parent', 'internal'].includes(name),
                ),
              ),
            ),
          createParentChildLink: () => undefined,
        },
        loadNodeContent: async () => text,
        createNodeId: (seed: string) => seed,
        createContentDigest: () => 'digest',
      },
      {},
    );
  } catch (error) {
    return { threw: String(error) };
  }
  return { nodes };
}

/** The nodes the transformer makes of a value it read: a list makes one per entry. */
const nodesOf = (value: unknown) =>
  Array.isArray(value)
    ? value
    : value && typeof value === 'object' && !(value instanceof Date)
      ? [value]
      : [];

/** [what it is, the file, whether the check takes it]. */
const corpus: Array<[string, string, 'takes' | 'refuses']> = [
  ['plain fields', 'title: Cold chain\ncount: 3\n', 'takes'],
  ['a day, unquoted', 'effective: 2026-01-01\n', 'takes'],
  ['a day that does not exist (js-yaml moves it to 2 March)', 'effective: 2026-02-30\n', 'refuses'],
  [
    'a time of day (a date to the build, a text as written)',
    'at: 2026-01-01 10:00:00\n',
    'refuses',
  ],
  ['a merge key', 'base: &b { phone: "+31 20" }\ncontact:\n  <<: *b\n  email: a@b.nl\n', 'refuses'],
  ['a quoted merge key', "contact:\n  '<<': x\n", 'refuses'],
  ['yes and no (texts in YAML 1.2)', 'open: yes\nclosed: no\n', 'takes'],
  ['an octal-looking number', 'code: 0755\n', 'takes'],
  ['an octal number', 'code: 0o17\nhex: 0x1F\nbig: 1e3\nplain: 1_000\n', 'takes'],
  ['an empty value and infinity', 'a: ~\nb: Null\nc: .inf\n', 'takes'],
  ['a duplicate key', 'phone: "+31 20 1"\nphone: "+31 20 2"\n', 'refuses'],
  ['an anchor and an alias', 'a: &x hello\nb: *x\n', 'takes'],
  ['two documents', 'a: 1\n---\nb: 2\n', 'refuses'],
  ['a document end and another', 'a: 1\n...\n---\nb: 2\n', 'refuses'],
  ['a byte-order mark', '\uFEFFtitle: Cold chain\n', 'takes'],
  ['a tab in the indentation', 'contact:\n\tphone: x\n', 'refuses'],
  ['a tab inside a text', 'title: "Cold\tchain"\n', 'takes'],
  ['a binary tag', 'logo: !!binary aGVsbG8=\n', 'refuses'],
  ['a custom tag', 'title: !custom x\n', 'refuses'],
  ['a standard tag', 'code: !!str 12\n', 'refuses'],
  ['a complex key', '? [a, b]\n: c\n', 'refuses'],
  ['a number as a key', '1: one\n', 'takes'],
  ['an alias bomb', yamlBomb(5), 'refuses'],
  ['a list of entries', '- code: AMS\n- code: LGG\n', 'takes'],
  ['an empty file', '', 'takes'],
  ['a single text', 'hello\n', 'takes'],
  ['a syntax error', 'title: [unclosed\n', 'refuses'],
];

describe('the check reads a file as the site’s build does', () => {
  it('uses the very js-yaml gatsby-transformer-yaml reads with', () => {
    const transformerFolder = path.dirname(require.resolve('gatsby-transformer-yaml/package.json'));
    expect(require.resolve('js-yaml', { paths: [transformerFolder] })).toBe(
      require.resolve('js-yaml'),
    );
  });

  it.each(corpus)('%s', async (_, text, verdict) => {
    const reading = readYaml('data/company.yaml', text);
    const build = await built(text);
    if ('threw' in build) expect(reading.problem).toBeDefined();
    if (reading.problem === undefined) {
      // What the check judges is what the site gets.
      expect(build).toEqual({ nodes: nodesOf(reading.value) });
    } else {
      // A sentence naming the file, never a stack trace.
      expect(reading.problem).toMatch(/^data\/company\.yaml\b/);
      expect(reading.problem).not.toMatch(/\n\s+at |Error:|YAMLException/);
    }
    expect(reading.problem === undefined ? 'takes' : 'refuses').toBe(verdict);
  });

  it('refuses a bomb before it multiplies', () => {
    expect(readYaml('data/company.yaml', yamlBomb(9)).problem).toContain(
      `copy more than ${MAX_ALIAS_COUNT} values`,
    );
    // Nine levels would be 387 million values: refused before any are made (else this test would not end).
  });

  it('quotes, when the editor writes, what the build would read otherwise', () => {
    expect(misreadUnquoted('2026-01-01 10:00:00')).toBe(true);
    expect(misreadUnquoted('2026-02-30')).toBe(true);
    // A real day is written as it is: the date fields want it so.
    expect(misreadUnquoted('2026-01-01')).toBe(false);
    expect(misreadUnquoted('<<')).toBe(true);
    expect(misreadUnquoted('Cold chain')).toBe(false);
  });
});
