import { screen, within } from '@testing-library/react';
import { localeResources, localize, pageView, readYaml } from '../../jest/content';
import type { Language } from '../core/languages';
import { renderPage, standInForViewportApis } from '../../jest/render-page';
import { pageSpecs } from '../../gatsby/page-specs';

beforeAll(standInForViewportApis);

function renderSpec(spec: ReturnType<typeof pageSpecs>[number]) {
  return renderPage(pageView(spec.template, spec.context.language), {
    language: spec.context.language,
    originalPath: spec.context.i18n.originalPath,
    texts: localeResources(),
  });
}

const main = () => within(screen.getByRole('main'));

/** An interface text as visitors read it: `text('nl', 'home', 'services.heading')`. */
const text = (language: Language, namespace: string, key: string): string =>
  key
    .split('.')
    .reduce<unknown>(
      (value, part) => (value as never)[part],
      localeResources()[language]?.[namespace],
    ) as string;
const data = <T,>(file: string, language: Language) => localize(readYaml(file), language) as T;
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (value: string) => new RegExp(`^${escape(value)}$`);
const phrase = (value: string) => new RegExp(escape(value));

/**
 * What each screen must show in `language`: its heading first, then texts of its main
 * part, every one read from data/ and locales/, so an editor's change cannot break it.
 */
const keyContent: Record<string, (language: Language) => { texts: RegExp[]; check(): void }> = {
  HomePage: (language) => ({
    texts: [
      exactly(data<{ heroHeadline: string[] }>('home.yaml', language).heroHeadline.join('')),
      ...['services.heading', 'network.heading', 'partners.heading'].map((key) =>
        phrase(text(language, 'home', key)),
      ),
    ],
    check() {
      expect(
        main().getAllByRole('link', { name: text(language, 'home', 'hero.getInTouch') })[0],
      ).toHaveAttribute('href', expect.stringMatching(/contact\/$/));
      const hubs = main().getByRole('list', { name: text(language, 'home', 'network.hubsLabel') });
      expect(
        within(hubs)
          .getAllByRole('listitem')
          .map((li) => li.textContent?.slice(0, 3)),
      ).toEqual(data<Array<{ code: string }>>('hubs.yaml', language).map(({ code }) => code));
      // Every counter as built: its figure (the target, or the length of the list it
      // counts), then its suffix; its script counts it up in the browser.
      expect(screen.getAllByTestId('stat-number').map((n) => n.textContent)).toEqual(
        data<Array<{ suffix?: string; target?: number }>>('stats.yaml', language).map(
          ({ suffix, target }) =>
            expect.stringMatching(new RegExp(`^${target ?? '\\d+'}${escape(suffix ?? '')}$`)),
        ),
      );
      expect(
        main()
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(
        data<Array<{ title: string }>>('service-highlights.yaml', language).map(
          ({ title }) => title,
        ),
      );
    },
  }),
  AboutPage: (language) => ({
    texts: ['heading', 'mission', 'vision', 'whyChooseUs'].map((key) =>
      phrase(text(language, 'about', key)),
    ),
    check() {
      const why = main().getByRole('region', { name: text(language, 'about', 'whyChooseUs') });
      expect(
        within(why)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(data<{ whyChooseUs: string[] }>('about.yaml', language).whyChooseUs);
    },
  }),
  ServicesPage: (language) => ({
    texts: [
      phrase(text(language, 'services', 'heading')),
      phrase(text(language, 'services', 'cta.heading')),
    ],
    check() {
      const ids = Array.from(document.querySelectorAll('article[id]')).map((a) => a.id);
      expect(ids).toEqual(
        data<Array<{ slug: string }>>('services.yaml', language).map(({ slug }) => slug),
      );
      for (const id of ids) {
        expect(
          within(document.getElementById(id)!).getByRole('link', {
            name: text(language, 'common', 'actions.getQuote'),
          }),
        ).toHaveAttribute('href', expect.stringMatching(/contact\/$/));
      }
    },
  }),
  ContactPage: (language) => {
    const company = data<{ phone: string; hours: unknown[]; mapsEmbedSrc: string }>(
      'company.yaml',
      language,
    );
    return {
      texts: [
        exactly(text(language, 'contact', 'heading')),
        phrase(text(language, 'contact', 'detailsHeading')),
      ],
      check() {
        expect(
          main().getByRole('link', { name: text(language, 'contact', 'emailUs') }),
        ).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
        expect(
          main().getByRole('link', { name: text(language, 'contact', 'callUs') }),
        ).toHaveAttribute('href', `tel:${company.phone.replace(/[^+\d]/g, '')}`);
        const directions = main().getByRole('link', {
          name: phrase(text(language, 'contact', 'directions')),
        });
        expect(directions).toHaveAttribute('target', '_blank');
        expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
        // Hours and the map show when the company's details have them.
        const hours = screen.queryByRole('heading', {
          name: text(language, 'contact', 'hoursHeading'),
        });
        if (company.hours.length > 0) expect(hours).toBeInTheDocument();
        else expect(hours).toBeNull();
        if (!company.mapsEmbedSrc)
          expect(main().getByText(text(language, 'contact', 'mapComingSoon'))).toBeInTheDocument();
      },
    };
  },
  TermsPage: (language) => ({
    texts: [phrase(text(language, 'terms', 'heading'))],
    check() {
      // The page shows the version in force: its articles, in order.
      const articles = Array.from(document.querySelectorAll('article[id^="article-"]'));
      expect(articles.length).toBeGreaterThan(0);
      expect(articles.map((a) => a.id)).toEqual(articles.map((_, i) => `article-${i + 1}`));
      expect(main().getByRole('heading', { level: 1 })).toHaveTextContent(
        text(language, 'terms', 'heading'),
      );
    },
  }),
  NotFoundPage: (language) => ({
    texts: [phrase(text(language, 'notFound', 'heading'))],
    check() {
      for (const key of ['goHome', 'contactUs'])
        expect(
          main().getByRole('link', { name: text(language, 'notFound', key) }),
        ).toBeInTheDocument();
    },
  }),
};

/** A page not named above: its heading is one of its own texts (locales/<language>/<page>.json). */
const ownTexts =
  (page: string) =>
  (language: Language): { texts: RegExp[]; check(): void } => {
    const own = Object.values(localeResources()[language]?.[page] ?? {}).filter(
      (value): value is string => typeof value === 'string',
    );
    return { texts: [new RegExp(`^(${own.map(escape).join('|')})$`)], check() {} };
  };

describe.each(pageSpecs().map((spec) => [spec.path, spec] as const))(
  'the page %s',
  (_path, spec) => {
    it('renders its screen with its key content in its language', () => {
      renderSpec(spec);
      const mainText = screen.getByRole('main').textContent ?? '';
      const h1 = screen.getByRole('heading', { level: 1 }).textContent ?? '';
      const expected = (keyContent[spec.template] ?? ownTexts(spec.context.routeId))(
        spec.context.language,
      );
      expect(h1).toMatch(expected.texts[0]);
      for (const pattern of expected.texts.slice(1)) expect(mainText).toMatch(pattern);
      expected.check();
    });
  },
);

/** English texts with a different Dutch translation: none may show on a Dutch page. */
function englishOnlyTexts(): Set<string> {
  const texts = new Set<string>();
  const collect = (en: unknown, nl: unknown) => {
    if (
      typeof en === 'string' &&
      typeof nl === 'string' &&
      en !== nl &&
      en.length > 3 &&
      !en.includes('{{')
    )
      texts.add(en);
    else if (en && typeof en === 'object' && nl && typeof nl === 'object')
      for (const key of Object.keys(en)) collect((en as never)[key], (nl as never)[key]);
  };
  const resources = localeResources();
  collect(resources.en, resources.nl);
  const walkYaml = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walkYaml);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if ('en' in record && 'nl' in record) collect(record.en, record.nl);
      else Object.values(record).forEach(walkYaml);
    }
  };
  for (const file of [
    'company',
    'home',
    'about',
    'services',
    'badges',
    'service-highlights',
    'stats',
    'hubs',
  ])
    walkYaml(readYaml(`${file}.yaml`));
  return texts;
}

describe('Dutch pages', () => {
  let english: Set<string>;
  beforeAll(() => {
    english = englishOnlyTexts();
  });

  it.each(
    pageSpecs()
      .filter((spec) => spec.context.language === 'nl')
      .map((spec) => [spec.path, spec] as const),
  )('%s shows no English text outside the terms articles', (_path, spec) => {
    const { container } = renderSpec(spec);
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    const leaks: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (node.parentElement?.closest('[lang="en"]')) continue;
      if (english.has(text)) leaks.push(text);
    }
    expect(leaks).toEqual([]);
    // Also no raw translation keys such as "hero.getInTouch".
    expect(container.textContent).not.toMatch(
      /\b(hero|header|footer|actions|cta|pageNames|services|stats|network|partners)\.[a-zA-Z]+/,
    );
  });
});

describe('the general conditions the site opened with (the spec’s)', () => {
  // The oldest version, at the bottom of the list: in force since the site opened, so the
  // content check keeps it as it is (a version whose date has come cannot be changed or
  // removed). Newer versions are the company's to write.
  const versions = readYaml('terms.yaml') as Array<{
    articles: Array<{ number: number; title: string; paragraphs: string[] }>;
  }>;
  const terms = versions[versions.length - 1].articles;
  const text = terms.map((article) => article.paragraphs.join(' ')).join(' ');

  it('has fourteen articles numbered 1 to 14', () => {
    expect(terms.map((article) => article.number)).toEqual(
      Array.from({ length: 14 }, (_, i) => i + 1),
    );
  });

  it.each([
    ['payment within 14 days', /payable within 14 days/],
    ['12% interest on overdue amounts', /interest of 12% per year on the overdue amount/],
    ['extrajudicial costs of at least 10%', /extrajudicial collection costs[^.]*at least 10%/],
    ['claims in writing within 24 hours of delivery', /in writing[^.]*within 24 hours of delivery/],
    ['claims time-barred after one year', /time-barred one year after/],
    ['Dutch law', /governed exclusively by Dutch law/],
    ['the court of Haarlem', /court in Haarlem/],
    ['the Dutch text prevails', /the Dutch text prevails/],
  ])('states %s', (_name, pattern) => {
    expect(text).toMatch(pattern);
  });
});
