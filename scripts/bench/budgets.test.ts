import { type BenchPage, type ControlFigures, checkPage, slowestInteractions } from './budgets';
import { type Figures, median, medianFigures } from './figures';

const good: Figures = { score: 100, fcp: 700, lcp: 750, tbt: 10, cls: 0, speedIndex: 700 };

function page(runs: Figures[], floorRuns: Figures[] = [good, good, good]): BenchPage {
  const summary = (all: Figures[]) => ({
    medianRun: all[0],
    median: medianFigures(all),
    runs: all,
    failedImageAudits: [],
  });
  return {
    path: '/about/',
    lighthouse: summary(runs),
    floor: summary(floorRuns),
    transfer: {
      total: 30_000,
      requests: 6,
      html: 9_000,
      css: 0,
      js: 3_000,
      images: 7_000,
      fonts: 0,
      other: 0,
      otherOrigins: [],
    },
    aboveTheFold: 4_000,
  };
}

const quick: ControlFigures = {
  fcp: 800,
  menuDeadMs: 0,
  interactions: { menu: 40, escape: 24, theme: 32, pause: null },
  longestScriptTaskMs: 30,
};

describe('checkPage on the controls', () => {
  const withControls = (median: ControlFigures, wrongPagePainted = false) => ({
    ...page([good, good, good]),
    controls: {
      runs: [median],
      median,
      languageMove: { moveMs: 1400, wrongPagePainted, runs: [1400] },
    },
  });

  it('passes a menu that works at the first paint and quick interactions', () => {
    expect(checkPage(withControls(quick))).toEqual([]);
  });

  it('reports a dead menu, a slow interaction, a long script task and a wrong-language paint', () => {
    const slow = withControls(
      {
        ...quick,
        menuDeadMs: 3200,
        interactions: { menu: 40, escape: 24, theme: 120, pause: null },
        longestScriptTaskMs: 140,
      },
      true,
    );
    expect(checkPage(slow)).toEqual([
      'menu dead for 3200 ms after the first paint > 0',
      'theme interaction at its slowest 120 ms > 100',
      'longest script task 140 ms > 50',
      'the page in the other language painted before the stored language moved it',
    ]);
  });
});

describe('an interaction', () => {
  it('is held to the budget at its slowest visit, not its median', () => {
    const once = { ...quick, interactions: { ...quick.interactions, escape: 130 } };
    const visits = [quick, quick, once, quick, quick];
    const fivePage = {
      ...page([good, good, good]),
      controls: { runs: visits, median: quick, languageMove: null },
    };
    expect(checkPage(fivePage)).toEqual(['escape interaction at its slowest 130 ms > 100']);
    expect(slowestInteractions(visits)).toEqual({ menu: 40, escape: 130, theme: 32, pause: null });
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([63, 0, 19])).toBe(19);
    expect(median([40, 10, 20, 30])).toBe(25);
  });
});

describe('checkPage', () => {
  it('checks each figure on its median over the runs, not on one run', () => {
    // The run the table reports (the first, here) has a slow first paint; the median does not.
    const spikeInOneRun = page([{ ...good, fcp: 950 }, good, good]);
    expect(checkPage(spikeInOneRun)).toEqual([]);
  });

  it('holds the median TBT to the empty page’s median in the same run, not to one run', () => {
    const blocking = page(
      [{ ...good, tbt: 95 }, good, { ...good, tbt: 88 }],
      [{ ...good, tbt: 40 }, good, { ...good, tbt: 30 }],
    );
    // Its median is 88 ms: within 50 of an empty page's 40, not of 30.
    expect(checkPage(blocking, { tbt: 40 })).toEqual([]);
    expect(checkPage(blocking, { tbt: 30 })).toEqual([
      "TBT 88 ms − the empty page's 30 ms = 58 > 50",
    ]);
    // One slow run is no median.
    const oneSpike = page([{ ...good, tbt: 400 }, good, good]);
    expect(checkPage(oneSpike, { tbt: 0 })).toEqual([]);
  });

  it('compares the median LCP with the median LCP of the page without scripts', () => {
    const late = page(
      [{ ...good, lcp: 1100 }, { ...good, lcp: 1050 }, good],
      [
        { ...good, lcp: 700 },
        { ...good, lcp: 800 },
        { ...good, lcp: 2000 },
      ],
    );
    expect(checkPage(late)).toEqual(['LCP 1.31× the no-JS floor > 1.25×']);
  });

  it('reports sizes and image audits as they were measured', () => {
    const heavy = page([good, good, good]);
    heavy.transfer.js = 6 * 1024;
    heavy.lighthouse.failedImageAudits = ['uses-responsive-images (1280 px)'];
    expect(checkPage(heavy)).toEqual([
      'script 6.0 KB > 5.0 KB',
      'Lighthouse: uses-responsive-images (1280 px)',
    ]);
  });

  it('gives the home page more script, and a first view of its own in bytes and requests', () => {
    const home = { ...page([good, good, good]), path: '/nl/' };
    home.transfer = { ...home.transfer, js: 14 * 1024, total: 131 * 1024, requests: 11 };
    expect(checkPage(home)).toEqual(['first view 131.0 KB > 130.0 KB', '11 requests > 10']);
  });

  it('holds a text page to a first view of 60 KB', () => {
    const terms = { ...page([good, good, good]), path: '/nl/terms/' };
    terms.transfer.total = 61 * 1024;
    expect(checkPage(terms)).toEqual(['first view 61.0 KB > 60.0 KB']);
  });
});
