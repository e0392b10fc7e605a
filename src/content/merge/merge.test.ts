/**
 * @jest-environment node
 */
import { contentFiles, idFieldOfList } from '../schemas';
import { merge3 } from './merge';

/** Hubs are identified as the content model says: by their airport code. */
const hubsFile = contentFiles.find(({ file }) => file === 'hubs.yaml')!;
const byCode = { idFieldAt: (keys: string[]) => idFieldOfList(hubsFile, keys) };

const company = { phone: '+31 20 123 4567', email: 'info@a.example', hours: ['Mon', 'Tue'] };

describe('a Publish merged into what changed meanwhile', () => {
  it('keeps both people’s changes to different values', () => {
    const mine = { ...company, email: 'sales@a.example' };
    const theirs = { ...company, phone: '+31 20 111 2222' };
    expect(merge3(company, mine, theirs)).toEqual({
      value: { ...company, phone: '+31 20 111 2222', email: 'sales@a.example' },
      clashes: [],
    });
  });

  it('names a value both changed differently, and keeps theirs unless asked for mine', () => {
    const mine = { ...company, phone: '+31 20 333 4444' };
    const theirs = { ...company, phone: '+31 20 111 2222' };
    const clash = {
      path: ['phone'],
      kind: 'changed',
      mine: '+31 20 333 4444',
      theirs: '+31 20 111 2222',
    };
    expect(merge3(company, mine, theirs)).toEqual({ value: theirs, clashes: [clash] });
    expect(merge3(company, mine, theirs, { prefer: 'mine' })).toEqual({
      value: mine,
      clashes: [clash],
    });
  });

  it('is no clash when both made the same change', () => {
    const same = { ...company, phone: '+31 20 111 2222' };
    expect(merge3(company, same, { ...same })).toEqual({ value: same, clashes: [] });
  });

  const hubs = [
    { code: 'AMS', name: 'Amsterdam' },
    { code: 'LGG', name: 'Liège' },
    { code: 'MST', name: 'Maastricht' },
  ];

  it('keeps an entry each added to a list, where each put it', () => {
    const mine = [{ code: 'BRU', name: 'Brussels' }, ...hubs];
    const theirs = [...hubs, { code: 'CGN', name: 'Cologne' }];
    expect(merge3(hubs, mine, theirs, byCode).value).toEqual([
      { code: 'BRU', name: 'Brussels' },
      ...hubs,
      { code: 'CGN', name: 'Cologne' },
    ]);
  });

  it('merges the same entry field by field, and names the entry by its place in this person’s list', () => {
    const mine = [{ code: 'BRU', name: 'Brussels' }, ...hubs];
    mine[2] = { ...hubs[1], name: 'Luik' };
    const theirs = [hubs[0], { ...hubs[1], name: 'Liège-Bierset' }, hubs[2]];
    const { clashes } = merge3(hubs, mine, theirs, byCode);
    expect(clashes).toEqual([
      { path: [2, 'name'], kind: 'changed', mine: 'Luik', theirs: 'Liège-Bierset' },
    ]);
    const other = [hubs[0], { ...hubs[1], nameNl: 'Luik' }, hubs[2]];
    expect(merge3(hubs, mine, other, byCode).value).toEqual([
      { code: 'BRU', name: 'Brussels' },
      hubs[0],
      { code: 'LGG', name: 'Luik', nameNl: 'Luik' },
      hubs[2],
    ]);
  });

  it('removes what one removed and the other left alone', () => {
    const mine = hubs.filter(({ code }) => code !== 'LGG');
    const theirs = [...hubs, { code: 'CGN', name: 'Cologne' }];
    expect(merge3(hubs, mine, theirs, byCode)).toEqual({
      value: [hubs[0], hubs[2], { code: 'CGN', name: 'Cologne' }],
      clashes: [],
    });
  });

  it('names an entry one removed while the other changed it', () => {
    const changed = { ...hubs[1], name: 'Luik' };
    const removedByThem = merge3(hubs, [hubs[0], changed, hubs[2]], [hubs[0], hubs[2]], byCode);
    expect(removedByThem.clashes).toEqual([
      { path: [1], kind: 'removed-meanwhile', mine: changed, theirs: undefined },
    ]);
    const removedByMe = merge3(hubs, [hubs[0], hubs[2]], [hubs[0], changed, hubs[2]], byCode);
    expect(removedByMe.clashes).toEqual([
      { path: [1], kind: 'changed-meanwhile', mine: undefined, theirs: changed },
    ]);
    expect(removedByMe.value).toEqual([hubs[0], changed, hubs[2]]);
  });

  it('puts this person’s entry after the one the other added at the same place', () => {
    const mine = [...hubs, { code: 'BRU', name: 'Brussels' }];
    const theirs = [...hubs, { code: 'CGN', name: 'Cologne' }];
    expect(merge3(hubs, mine, theirs, byCode).value).toEqual([
      ...theirs,
      { code: 'BRU', name: 'Brussels' },
    ]);
  });

  it('follows this person’s new order when only they reordered, and theirs otherwise', () => {
    const reordered = [hubs[2], hubs[0], hubs[1]];
    const theirs = [hubs[0], { ...hubs[1], name: 'Luik' }, hubs[2]];
    expect(merge3(hubs, reordered, theirs, byCode).value).toEqual([hubs[2], hubs[0], theirs[1]]);
    expect(merge3(hubs, theirs, reordered, byCode).value).toEqual([hubs[2], hubs[0], theirs[1]]);
  });

  const why = ['Cold chain', 'Customs', 'Fast', 'Local', 'Certified'].map((en) => ({
    en,
    nl: `${en} (nl)`,
  }));
  const reworded = (at: number, en: string) =>
    why.map((line, index) => (index === at ? { ...line, en } : line));

  it('names a line of a list without identity both reworded, whatever else the other added', () => {
    const theirs = [...reworded(0, 'Unbroken cold chain'), { en: 'Sixth', nl: 'Zesde' }];
    const mine = reworded(0, 'Cold chain, door to door');
    const merged = merge3(why, mine, theirs);
    expect(merged.clashes).toEqual([
      {
        path: [0, 'en'],
        kind: 'changed',
        mine: 'Cold chain, door to door',
        theirs: 'Unbroken cold chain',
      },
    ]);
    expect(merged.value).toEqual(theirs);
    expect(merge3(why, mine, theirs, { prefer: 'mine' }).value).toEqual([
      ...mine,
      { en: 'Sixth', nl: 'Zesde' },
    ]);
  });

  it('merges two lines of a list without identity reworded by each, with no line twice', () => {
    const theirs = [...reworded(0, 'Unbroken cold chain'), { en: 'Sixth', nl: 'Zesde' }];
    const mine = reworded(2, 'Fast, every day');
    expect(merge3(why, mine, theirs)).toEqual({
      value: [
        { ...why[0], en: 'Unbroken cold chain' },
        why[1],
        { ...why[2], en: 'Fast, every day' },
        why[3],
        why[4],
        { en: 'Sixth', nl: 'Zesde' },
      ],
      clashes: [],
    });
  });

  it('merges neighbouring lines each reworded, and a line changed beside one added', () => {
    expect(merge3(why, reworded(1, 'Customs done'), reworded(2, 'Quick')).value).toEqual(
      why.map((line, index) =>
        index === 1
          ? { ...line, en: 'Customs done' }
          : index === 2
            ? { ...line, en: 'Quick' }
            : line,
      ),
    );
    const added = [why[0], { en: 'New', nl: 'Nieuw' }, ...why.slice(1)];
    const dutch = why.map((line, index) => (index === 0 ? { ...line, nl: 'Koudeketen' } : line));
    expect(merge3(why, added, dutch).value).toEqual([dutch[0], added[1], ...why.slice(1)]);
  });

  it('names a line one removed while the other reworded it', () => {
    const merged = merge3(why, why.slice(1), reworded(0, 'Unbroken cold chain'));
    expect(merged.clashes).toEqual([
      {
        path: [0],
        kind: 'changed-meanwhile',
        mine: undefined,
        theirs: { ...why[0], en: 'Unbroken cold chain' },
      },
    ]);
  });

  it('keeps a line both added at different places once', () => {
    const extra = { en: 'Sixth', nl: 'Zesde' };
    expect(merge3(why, [extra, ...why], [...why, extra]).value).toEqual([...why, extra]);
  });

  it('compares values by structure: the same fields in another order are no change', () => {
    const reordered = why.map(({ en, nl }) => ({ nl, en }));
    expect(merge3(why, reordered, reworded(3, 'Near')).value).toEqual(reworded(3, 'Near'));
    expect(merge3({ a: 1, b: 2 }, { b: 2, a: 1 }, { a: 1, b: 3 })).toEqual({
      value: { a: 1, b: 3 },
      clashes: [],
    });
  });
});
