import { contentValues } from '../../../jest/content';
import { pageView } from './page-views';

// How the preview's pages match the templates' is held in a real build of edited content
// (gatsby/content/build.test.ts, through jest/built-pages.ts).

type Entry = Record<string, unknown>;

describe('the preview, when the content model refuses a value', () => {
  it('draws no page but says what is wrong, in the validator’s words and the form’s', () => {
    const broken = contentValues();
    const [first, ...others] = broken['services.yaml'] as Entry[];
    broken['services.yaml'] = [{ ...first, title: { en: '' } }, ...others];
    const preview = pageView('ServicesPage', 'en', broken);
    const problems = (preview.props as { problems?: Array<{ message: string }> }).problems;
    expect(problems?.map(({ message }) => message)).toEqual([
      expect.stringContaining('field "title", English text must be a text'),
    ]);
  });
});
