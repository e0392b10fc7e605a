import { pageSpecs } from './page-specs';

describe('pageSpecs', () => {
  const specs = pageSpecs({});
  const byPath = new Map(specs.map((spec) => [spec.path, spec]));

  it('creates every route in English without a prefix and in Dutch under /nl/, plus both 404s', () => {
    expect([...byPath.keys()].sort()).toEqual(
      [
        '/',
        '/about/',
        '/services/',
        '/contact/',
        '/terms/',
        '/404/',
        '/nl/',
        '/nl/about/',
        '/nl/services/',
        '/nl/contact/',
        '/nl/terms/',
        '/nl/404/',
      ].sort(),
    );
    expect(specs).toHaveLength(12);
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
