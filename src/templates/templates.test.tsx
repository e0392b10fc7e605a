import { screen, within } from '@testing-library/react';
import { localeResources, pageView, readYaml } from '../../jest/content';
import { renderPage, standInForViewportApis } from '../../jest/render-page';
import { pageSpecs } from '../../gatsby/page-specs';

beforeAll(standInForViewportApis);

function renderSpec(spec: ReturnType<typeof pageSpecs>[number]) {
  return renderPage(pageView(spec.template, spec.context.language), {
    language: spec.context.language,
    originalPath: spec.context.i18n.originalPath,
  });
}

const main = () => within(screen.getByRole('main'));

/** What each screen must show, per language. */
const keyContent: Record<string, { en: RegExp[]; nl: RegExp[]; check?: () => void }> = {
  HomePage: {
    en: [/^Clearing\s*Forwarding\s*Handling$/, /What we do/, /Our network/, /Trusted by airlines/],
    nl: [/^Inklaring\s*Expeditie\s*Afhandeling$/, /Wat wij doen/, /Ons netwerk/, /Vertrouwd door/],
    check() {
      expect(
        main().getAllByRole('link', { name: /^(Get in Touch|Neem contact op)$/ })[0],
      ).toHaveAttribute('href', expect.stringMatching(/contact\/$/));
      const hubs = main().getByRole('list', { name: /hubs/i });
      expect(
        within(hubs)
          .getAllByRole('listitem')
          .map((li) => li.textContent?.slice(0, 3)),
      ).toEqual(['AMS', 'LGG', 'MST', 'BRU', 'FRA', 'CDG']);
      expect(screen.getAllByTestId('stat-number').map((n) => n.textContent)).toEqual([
        '0+',
        '0+',
        '0',
      ]);
      expect(main().getAllByRole('heading', { level: 3 })).toHaveLength(4);
    },
  },
  AboutPage: {
    en: [/About us/, /Our mission/, /Our vision/, /Why choose us/],
    nl: [/Over ons/, /Onze missie/, /Onze visie/, /Waarom kiezen voor ons/],
    check() {
      const why = main().getByRole('region', { name: /Why choose us|Waarom kiezen/ });
      expect(within(why).getAllByRole('listitem')).toHaveLength(5);
    },
  },
  ServicesPage: {
    en: [/Our services/, /Ready to ship\?/],
    nl: [/Onze diensten/, /Klaar om te verzenden\?/],
    check() {
      const ids = Array.from(document.querySelectorAll('article[id]')).map((a) => a.id);
      expect(ids).toEqual([
        'import-export',
        'customs',
        'freight-forwarding',
        'cargo-cold',
        'logistics-last-mile',
      ]);
      for (const id of ids) {
        expect(
          within(document.getElementById(id)!).getByRole('link', { name: /Get a Quote|Offerte/ }),
        ).toHaveAttribute('href', expect.stringMatching(/contact\/$/));
      }
    },
  },
  ContactPage: {
    en: [/^Contact$/, /How to reach us/, /Map coming soon/],
    nl: [/^Contact$/, /Zo bereikt u ons/, /Kaart volgt binnenkort/],
    check() {
      expect(main().getByRole('link', { name: /^(Email us|Mail ons)$/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:/),
      );
      expect(main().getByRole('link', { name: /^(Call us|Bel ons)$/ })).toHaveAttribute(
        'href',
        'tel:+31201234567',
      );
      const directions = main().getByRole('link', { name: /Directions|Routebeschrijving/ });
      expect(directions).toHaveAttribute('target', '_blank');
      expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
      expect(screen.queryByRole('heading', { name: /Business hours|Openingstijden/ })).toBeNull();
    },
  },
  TermsPage: {
    en: [/Algemene voorwaarden/],
    nl: [/Algemene voorwaarden/],
    check() {
      const articles = document.querySelectorAll('article[id^="article-"]');
      expect(Array.from(articles).map((a) => a.id)).toEqual(
        Array.from({ length: 14 }, (_, i) => `article-${i + 1}`),
      );
      expect(main().getByRole('heading', { level: 1 })).toHaveTextContent('Algemene voorwaarden');
    },
  },
  NotFoundPage: {
    en: [/Page not found/],
    nl: [/Pagina niet gevonden/],
    check() {
      expect(
        main().getByRole('link', { name: /^(Go home|Naar de homepage)$/ }),
      ).toBeInTheDocument();
      expect(
        main().getByRole('link', { name: /^(Contact us|Neem contact op)$/ }),
      ).toBeInTheDocument();
    },
  },
};

describe.each(pageSpecs({}).map((spec) => [spec.path, spec] as const))(
  'the page %s',
  (_path, spec) => {
    it('renders its screen with its key content in its language', () => {
      renderSpec(spec);
      const text = screen.getByRole('main').textContent ?? '';
      const h1 = screen.getByRole('heading', { level: 1 }).textContent ?? '';
      const expected = keyContent[spec.template][spec.context.language];
      expect(h1).toMatch(expected[0]);
      for (const pattern of expected.slice(1)) expect(text).toMatch(pattern);
      keyContent[spec.template].check?.();
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
  const english = englishOnlyTexts();

  it.each(
    pageSpecs({})
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

describe('the terms data', () => {
  // The version on top, the newest (the content check keeps them newest first).
  const [newest] = readYaml('terms.yaml') as Array<{
    articles: Array<{ number: number; title: string; paragraphs: string[] }>;
  }>;
  const terms = newest.articles;
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
