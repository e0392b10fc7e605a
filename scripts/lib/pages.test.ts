import { benchPages, languageMove } from '../bench/pages';
import { languages } from '../../src/core/languages';
import { notFoundRoute, pageOf, routes } from '../../src/core/routes';
import { allPages, isHomePage } from './pages';

describe('the pages the bench and the tests use follow the route table and the languages', () => {
  it('lists every route, and the 404 page for the bench, in every language', () => {
    expect(allPages).toHaveLength(routes.length * languages.length);
    expect(benchPages).toHaveLength((routes.length + 1) * languages.length);
    expect(benchPages).toContain(notFoundRoute.path);
    expect(allPages).toContain('/nl/services/');
  });

  it('knows a page’s language, its home pages, and where a stored language moves it', () => {
    expect(pageOf('/nl/about/')).toEqual({ language: 'nl', original: '/about/' });
    expect(pageOf('/about/')).toEqual({ language: 'en', original: '/about/' });
    expect(['/', '/nl/', '/nl/about/'].map(isHomePage)).toEqual([true, true, false]);
    expect(languageMove('/about/')).toEqual({ stored: 'nl', target: '/nl/about/' });
    expect(languageMove('/nl/about/')).toEqual({ stored: 'en', target: '/about/' });
  });
});
