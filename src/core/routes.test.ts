import { localizePath, navRoutes, routePath } from './routes';

describe('localizePath', () => {
  it('leaves English paths unprefixed and puts Dutch ones under /nl', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/about/', 'en')).toBe('/about/');
    expect(localizePath('/', 'nl')).toBe('/nl/');
    expect(localizePath('/services/#customs', 'nl')).toBe('/nl/services/#customs');
  });
});

describe('the route table', () => {
  it('puts Home, Services, About and Contact in the navigation, in that order', () => {
    expect(navRoutes.map((route) => route.id)).toEqual(['home', 'services', 'about', 'contact']);
  });

  it('knows each route by id', () => {
    expect(routePath('terms')).toBe('/terms/');
  });
});
