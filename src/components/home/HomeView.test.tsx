import { screen } from '@testing-library/react';
import { parse } from 'yaml';
import { readYaml } from '../../../jest/content';
import { renderPage, standInForViewportApis } from '../../../jest/render-page';
import { pageView } from '../../admin/preview/page-views';
import { contentFiles } from '../../content/schemas';

beforeAll(standInForViewportApis);

const values = () => Object.fromEntries(contentFiles.map(({ file }) => [file, readYaml(file)]));

describe('the home page’s key hubs', () => {
  it('is the number of hubs, and follows when a hub is added', () => {
    renderPage(pageView('HomePage', 'en', values()), { language: 'en', originalPath: '/' });
    expect(screen.getByText(/^Key hubs$/).parentElement).toHaveTextContent('6 Key hubs');
  });

  it('counts a seventh hub without anyone changing the figure', () => {
    const content = values();
    const hubs = content['hubs.yaml'] as unknown[];
    content['hubs.yaml'] = [...hubs, parse('{ code: LHR, name: { en: London Heathrow } }')];
    renderPage(pageView('HomePage', 'en', content), { language: 'en', originalPath: '/' });
    expect(screen.getByText(/^Key hubs$/).parentElement).toHaveTextContent('7 Key hubs');
  });
});
