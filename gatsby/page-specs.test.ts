import { languages } from '../src/core/languages';
import { localizePath, notFoundRoute, routes } from '../src/core/routes';
import { pageSpecs } from './page-specs';

describe('pageSpecs', () => {
  const specs = pageSpecs();
  const byPath = new Map(specs.map((spec) => [spec.path, spec]));

  it('creates every route of the table in every language, the default without a prefix, plus a 404 in each', () => {
    const expected = [...routes, notFoundRoute].flatMap(({ path }) =>
      languages.map((language) => localizePath(path, language)),
    );
    expect([...byPath.keys()].sort()).toEqual(expected.sort());
    expect(byPath.get('/nl/about/')).toBeDefined();
    expect(specs).toHaveLength(expected.length);
  });

  it('gives each page its language, route, template and locale languages', () => {
    expect(byPath.get('/about/')).toMatchObject({
      template: 'AboutPage',
      context: { routeId: 'about', language: 'en', localeLanguages: ['en'] },
    });
    expect(byPath.get('/nl/about/')).toMatchObject({
      template: 'AboutPage',
      context: { routeId: 'about', language: 'nl', localeLanguages: ['nl', 'en'] },
    });
    expect(byPath.get('/nl/404/')?.context).toMatchObject({ routeId: 'notFound', language: 'nl' });
  });

  it('sets the i18n context so the plugin does not copy our pages', () => {
    expect(byPath.get('/nl/services/')?.context.i18n).toEqual({
      language: 'nl',
      languages: ['en', 'nl'],
      defaultLanguage: 'en',
      generateDefaultLanguagePage: false,
      routed: true,
      originalPath: '/services/',
      path: '/nl/services/',
    });
    expect(byPath.get('/services/')?.context.i18n).toMatchObject({
      routed: false,
      path: '/services/',
    });
  });

  it('ends every path in a slash', () => {
    for (const spec of specs) expect(spec.path).toMatch(/\/$/);
  });

  it('lets the Dutch 404 page catch every unknown path under /nl/', () => {
    expect(byPath.get('/nl/404/')?.matchPath).toBe('/nl/*');
    expect(byPath.get('/404/')?.matchPath).toBeUndefined();
    expect(specs.filter((spec) => spec.matchPath)).toHaveLength(1);
  });
});

describe('the pages of the general conditions', () => {
  const pdf = (date: string, language: string) => ({ href: `/${date}-${language}.pdf`, bytes: 1 });
  const dates = ['2027-01-01', '2026-01-01', '2025-01-01'];
  const specs = pageSpecs({
    timeline: { current: '2026-01-01', upcoming: ['2027-01-01'], earlier: ['2025-01-01'] },
    pdfs: Object.fromEntries(
      dates.map((date) => [date, { en: pdf(date, 'en'), nl: pdf(date, 'nl') }]),
    ),
    ids: Object.fromEntries(dates.map((date) => [date, `node-${date}`])),
  });
  const byPath = new Map(specs.map((spec) => [spec.path, spec]));

  it('shows the version in force at /terms/ and every other at its own address, in each language', () => {
    const terms = [...byPath.keys()].filter((path) => path.includes('/terms/')).sort();
    expect(terms).toEqual([
      '/nl/terms/',
      '/nl/terms/2025-01-01/',
      '/nl/terms/2027-01-01/',
      '/terms/',
      '/terms/2025-01-01/',
      '/terms/2027-01-01/',
    ]);
    expect(byPath.get('/nl/terms/')?.context).toMatchObject({
      routeId: 'terms',
      termsId: 'node-2026-01-01',
      terms: { effective: '2026-01-01', status: 'current', pdf: pdf('2026-01-01', 'nl') },
    });
  });

  it('gives an earlier version its end and language links of its own, and an upcoming one its status', () => {
    expect(byPath.get('/nl/terms/2025-01-01/')?.context).toMatchObject({
      termsId: 'node-2025-01-01',
      terms: { status: 'earlier', until: '2026-01-01', pdf: pdf('2025-01-01', 'nl') },
      i18n: { originalPath: '/terms/2025-01-01/', path: '/nl/terms/2025-01-01/' },
    });
    expect(byPath.get('/terms/2027-01-01/')?.context.terms?.status).toBe('upcoming');
  });
});
