import { localeResources, pageView, readYaml } from '../../../jest/content';
import { renderPage, standInForViewportApis } from '../../../jest/render-page';
import { previewAnchor, previewAnchors } from './anchors';
import { previewPages } from './pages';

beforeAll(standInForViewportApis);

/** Every anchor the preview may scroll to for a collection: each entry's, each field's, the section's. */
function anchorsOf(collection: string): string[] {
  const value = readYaml(`${collection}.yaml`);
  const { fields = {}, section } = previewAnchors[collection];
  const entries = Array.isArray(value)
    ? value.map((_, entry) => previewAnchor(collection, value, { entry }))
    : [];
  return [...entries, ...Object.values(fields), section].filter(
    (anchor): anchor is string => anchor !== undefined,
  );
}

describe('the places the preview scrolls to', () => {
  it.each(Object.keys(previewAnchors))('%s: every anchor is on its page', (collection) => {
    const anchors = anchorsOf(collection);
    expect(anchors.length).toBeGreaterThan(0);
    const { container } = renderPage(pageView(previewPages[collection], 'en'), {
      texts: localeResources(),
    });
    for (const anchor of anchors)
      expect([anchor, container.querySelector(`[id="${anchor}"]`)]).toEqual([
        anchor,
        expect.anything(),
      ]);
  });

  it('an entry of services has its own anchor; a field of a single file (or a version of the terms) its section', () => {
    const services = readYaml('services.yaml') as Array<{ slug: string }>;
    const last = services.length - 1;
    expect(previewAnchor('services', services, { entry: last, field: 'title' })).toBe(
      services[last].slug,
    );
    const terms = readYaml('terms.yaml');
    expect(previewAnchor('terms', terms, { entry: 0, field: 'effective' })).toBe('terms-version');
    expect(previewAnchor('terms', terms, { entry: 0, field: 'articles' })).toBe('contents-heading');
    expect(previewAnchor('hubs', readYaml('hubs.yaml'), { entry: 2 })).toBe('network-heading');
    expect(previewAnchor('about', readYaml('about.yaml'), { field: 'vision' })).toBe(
      'vision-heading',
    );
    expect(previewAnchor('company', readYaml('company.yaml'), { field: 'phone' })).toBe(
      'details-heading',
    );
    expect(previewAnchor('news-links', undefined, {})).toBe('footer-news');
  });
});
