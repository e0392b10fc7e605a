/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { readYaml } from './yaml';
import { writeValues } from './yaml-writer';

/** The form's values as the build reads them back: a real day, year-month-day, as that date. */
const asTheBuildReads = (value: unknown): unknown =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  new Date(value).toISOString().startsWith(value)
    ? new Date(`${value}T00:00:00Z`)
    : Array.isArray(value)
      ? value.map(asTheBuildReads)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).map(([key, item]) => [key, asTheBuildReads(item)]),
          )
        : value;

/**
 * The values a form's `after` leaves in a file that held `before`: a number the form sends back
 * as a text of digits stays a number, as the file had it (formats.ts, `merge`).
 */
const keptKinds = (before: unknown, after: unknown): unknown => {
  if (typeof before === 'number' && typeof after === 'string')
    return after.trim() !== '' && Number.isFinite(Number(after)) ? Number(after) : after;
  if (Array.isArray(before) && Array.isArray(after))
    return after.map((item, index) => keptKinds(before[index], item));
  if (isObject(before) && isObject(after))
    return Object.fromEntries(
      Object.entries(after).map(([key, item]) => [
        key,
        keptKinds(Object.hasOwn(before, key) ? before[key] : undefined, item),
      ]),
    );
  return after;
};
const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

describe('what the editor and the gateway write, the build reads back', () => {
  it('keeps a text that is no number as a text where the file held a number (found by the property below)', () => {
    const over = (before: object, after: object) =>
      readYaml('data/x.yaml', writeValues(writeValues(undefined, before), after));
    expect(over({ W: 0, ' ': ' ' }, { W: '!' })).toEqual({ value: { W: '!' } });
    expect(over({ W: 0 }, { W: '7' })).toEqual({ value: { W: 7 } });
  });

  it('writes a real day over a quoted text as that day (found by the property below)', () => {
    const written = writeValues(writeValues(undefined, { Q: ['1e3'] }), { Q: ['2026-01-01'] });
    expect(readYaml('data/x.yaml', written)).toEqual({
      value: { Q: [new Date('2026-01-01T00:00:00Z')] },
    });
  });

  it('quotes a key or a text that js-yaml reads as a number and YAML 1.2 as a text, new or added (found by the property below: `-0o0`)', () => {
    for (const text of ['-0o0', '+0x1F', '0b101', '-.inf', 'Yes']) {
      const values = { [text]: text, title: text };
      for (const written of [
        writeValues(undefined, values),
        writeValues(writeValues(undefined, { other: 1 }), values),
      ])
        expect(readYaml('data/x.yaml', written)).toEqual({ value: values });
    }
  });

  it('as the form’s values (a real day as that date), for any texts, numbers and lists, times, days that do not exist and merge keys among them', () => {
    // Not empty: a field the file never had, emptied in the form, stays out of the file.
    const text = fc.oneof(
      fc.string({ minLength: 1 }),
      fc.constantFrom(
        'yes',
        'no',
        'null',
        '~',
        '0755',
        '2026-01-01',
        '2026-02-30',
        '2026-01-01 10:00',
        '1e3',
        '<<',
        '-0o0',
        '+0x1F',
      ),
    );
    const form = fc.dictionary(
      fc.string({ minLength: 1 }).filter((key) => key !== '<<'),
      fc.oneof(text, fc.integer(), fc.boolean(), fc.array(text, { minLength: 1, maxLength: 3 })),
      { minKeys: 1 },
    );
    fc.assert(
      fc.property(form, form, (before, after) => {
        // Written anew, and written over a file that held other values.
        for (const [written, values] of [
          [writeValues(undefined, after), after],
          [writeValues(writeValues(undefined, before), after), keptKinds(before, after)],
        ] as const) {
          const reading = readYaml('data/x.yaml', written);
          expect(reading.problem).toBeUndefined();
          expect(reading.problem === undefined && reading.value).toEqual(asTheBuildReads(values));
        }
      }),
      { numRuns: 300 },
    );
  });
});
