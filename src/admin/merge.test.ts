/**
 * @jest-environment node
 */
import { merge3 } from './merge';

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
    expect(merge3(company, mine, theirs, 'mine')).toEqual({ value: mine, clashes: [clash] });
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
    expect(merge3(hubs, mine, theirs).value).toEqual([
      { code: 'BRU', name: 'Brussels' },
      ...hubs,
      { code: 'CGN', name: 'Cologne' },
    ]);
  });

  it('merges the same entry field by field, and names the entry by its place in this person’s list', () => {
    const mine = [{ code: 'BRU', name: 'Brussels' }, ...hubs];
    mine[2] = { ...hubs[1], name: 'Luik' };
    const theirs = [hubs[0], { ...hubs[1], name: 'Liège-Bierset' }, hubs[2]];
    const { clashes } = merge3(hubs, mine, theirs);
    expect(clashes).toEqual([
      { path: [2, 'name'], kind: 'changed', mine: 'Luik', theirs: 'Liège-Bierset' },
    ]);
    const other = [hubs[0], { ...hubs[1], nameNl: 'Luik' }, hubs[2]];
    expect(merge3(hubs, mine, other).value).toEqual([
      { code: 'BRU', name: 'Brussels' },
      hubs[0],
      { code: 'LGG', name: 'Luik', nameNl: 'Luik' },
      hubs[2],
    ]);
  });

  it('removes what one removed and the other left alone', () => {
    const mine = hubs.filter(({ code }) => code !== 'LGG');
    const theirs = [...hubs, { code: 'CGN', name: 'Cologne' }];
    expect(merge3(hubs, mine, theirs)).toEqual({
      value: [hubs[0], hubs[2], { code: 'CGN', name: 'Cologne' }],
      clashes: [],
    });
  });

  it('names an entry one removed while the other changed it', () => {
    const changed = { ...hubs[1], name: 'Luik' };
    const removedByThem = merge3(hubs, [hubs[0], changed, hubs[2]], [hubs[0], hubs[2]]);
    expect(removedByThem.clashes).toEqual([
      { path: [1], kind: 'removed-meanwhile', mine: changed, theirs: undefined },
    ]);
    const removedByMe = merge3(hubs, [hubs[0], hubs[2]], [hubs[0], changed, hubs[2]]);
    expect(removedByMe.clashes).toEqual([
      { path: [1], kind: 'changed-meanwhile', mine: undefined, theirs: changed },
    ]);
    expect(removedByMe.value).toEqual([hubs[0], changed, hubs[2]]);
  });

  it('puts this person’s entry after the one the other added at the same place', () => {
    const mine = [...hubs, { code: 'BRU', name: 'Brussels' }];
    const theirs = [...hubs, { code: 'CGN', name: 'Cologne' }];
    expect(merge3(hubs, mine, theirs).value).toEqual([
      ...theirs,
      { code: 'BRU', name: 'Brussels' },
    ]);
  });

  it('follows this person’s new order when only they reordered, and theirs otherwise', () => {
    const reordered = [hubs[2], hubs[0], hubs[1]];
    const theirs = [hubs[0], { ...hubs[1], name: 'Luik' }, hubs[2]];
    expect(merge3(hubs, reordered, theirs).value).toEqual([hubs[2], hubs[0], theirs[1]]);
    expect(merge3(hubs, theirs, reordered).value).toEqual([hubs[2], hubs[0], theirs[1]]);
  });

  it('merges lists of texts position by position, or as a set when their length changed', () => {
    const base = ['a', 'b', 'c'];
    expect(merge3(base, ['A', 'b', 'c'], ['a', 'b', 'C']).value).toEqual(['A', 'b', 'C']);
    expect(merge3(base, ['a', 'b', 'c', 'd'], ['a', 'c']).value).toEqual(['a', 'c', 'd']);
  });
});
