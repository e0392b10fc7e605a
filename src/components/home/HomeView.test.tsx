import { screen } from '@testing-library/react';
import { parse } from 'yaml';
import { localeResources, readYaml } from '../../../jest/content';
import { renderPage, standInForViewportApis } from '../../../jest/render-page';
import { pageView } from '../../admin/preview/page-views';
import { contentFiles } from '../../content/schemas';

beforeAll(standInForViewportApis);

const values = () => Object.fromEntries(contentFiles.map(({ file }) => [file, readYaml(file)]));

type Stat = { countOf?: string; label: { en: string } };

/**
 * The real content, with a stat that counts the hubs (`countOf: hubs`): the data's own, or
 * one added when the data has none, so the rule is tested whatever the editors chose.
 */
function withHubsStat(extraHubs: unknown[] = []) {
  const content = values();
  const stats = content['stats.yaml'] as Stat[];
  let stat = stats.find(({ countOf }) => countOf === 'hubs');
  if (!stat) {
    stat = { countOf: 'hubs', label: { en: 'Hubs counted' } };
    content['stats.yaml'] = [...stats, { slug: 'hubs-counted', ...stat }];
  }
  const hubs = [...(content['hubs.yaml'] as unknown[]), ...extraHubs];
  content['hubs.yaml'] = hubs;
  renderPage(pageView('HomePage', 'en', content), {
    language: 'en',
    originalPath: '/',
    texts: localeResources(),
  });
  return { figure: screen.getByText(stat.label.en).parentElement, label: stat.label.en, hubs };
}

describe('a stat that counts the hubs', () => {
  it('is the number of hubs', () => {
    const { figure, label, hubs } = withHubsStat();
    expect(figure).toHaveTextContent(`${hubs.length} ${label}`);
  });

  it('counts one more hub without anyone changing the figure', () => {
    const { figure, label, hubs } = withHubsStat([
      parse('{ code: ZZZ, name: { en: Test Field } }'),
    ]);
    expect(figure).toHaveTextContent(`${hubs.length} ${label}`);
  });
});
