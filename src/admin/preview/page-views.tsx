// Each page of the site drawn by its own view component (src/components/<page>/…View.tsx)
// from the files' values, as the page's template draws it from its query: each file checked
// by the content model (the validator's schema, from which the GraphQL types, and so the
// views' props, are made), texts picked per language as the `@localized` fields do
// (src/i18n/pick-text.ts), countries named, pictures as `picture` makes them. A value the
// model refuses is not drawn: the page says what is wrong, in the validator's words. The
// editor's preview shows these (./PreviewPage.tsx), and the unit tests render whole pages
// with them (jest/content.ts); src/templates/mapping.test.tsx holds them to the templates'
// own mapping of the same content.
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { ReactElement } from 'react';
import { type AboutContent, AboutView } from '../../components/about/AboutView';
import { type ContactContent, ContactView } from '../../components/contact/ContactView';
import { type HomeContent, HomeView } from '../../components/home/HomeView';
import type { LayoutContent } from '../../components/layout/Layout';
import { NotFoundView } from '../../components/not-found/NotFoundView';
import { type ServicesContent, ServicesView } from '../../components/services/ServicesView';
import { type TermsContent, TermsView } from '../../components/terms/TermsView';
import { checkValue } from '../../content/check';
import { nameCountries } from '../../content/countries';
import type { Problem } from '../../content/problem';
import { contentFiles } from '../../content/schemas';
import { legalToday, termsStanding, termsTimeline } from '../../content/terms';
import type { Language } from '../../core/languages';
import { localize } from '../../i18n/pick-text';

/** Every data file's value, by file name (`hubs.yaml`). */
export type ContentValues = Record<string, unknown>;

/** What gatsby-plugin-image would make of the picture `value` of `file`, if it can be shown. */
export type PictureData = (file: string, value: string) => IGatsbyImageData | null;

/** The pages a preview can draw, by their templates' file names in src/templates/. */
export type PreviewTemplate =
  'HomePage' | 'AboutPage' | 'ServicesPage' | 'TermsPage' | 'ContactPage';

/** A page's files, each checked by the content model, in one language. */
class CheckedContent {
  readonly problems: Problem[] = [];

  constructor(
    private readonly values: ContentValues,
    private readonly language: Language,
  ) {}

  /**
   * The value of `file` in the page's language, once the content model accepts it; its
   * problems are kept, and `fallback` stands in. The type is the one the GraphQL layer gives
   * the same file (its types are written from the same model, and `localize` picks texts as
   * its `@localized` fields do), which is why it may be named here.
   */
  file<T>(file: string, fallback: T): T {
    const spec = contentFiles.find((candidate) => candidate.file === file);
    if (!spec) throw new Error(`data/${file} is not in the content model`);
    const problems = checkValue(spec, this.values[file]);
    if (problems.length > 0) {
      this.problems.push(...problems);
      return fallback;
    }
    return localize(this.values[file], this.language) as T;
  }

  /** The raw value of a picture field of each entry of a list file, for `picture`. */
  picturesOf(file: string, field: string): string[] {
    const value = this.values[file];
    return Array.isArray(value)
      ? value.map((entry) => String((entry as Record<string, unknown>)?.[field] ?? ''))
      : [];
  }
}

export interface PageContentOptions {
  picture?: PictureData;
  /** The year the footer's copyright names (the build's year on the site). */
  buildYear?: number;
  siteUrl?: string;
}

/** What the page shows in place of itself while the content model refuses a value. */
function PreviewProblems({ problems }: { problems: Problem[] }) {
  return (
    <div role="status" css={problemsStyle}>
      <p>The page shows again once these are put right:</p>
      <ul>
        {problems.map(({ message, place }) => (
          <li key={message}>{place ? `${place.words.join(' › ')}: ${message}` : message}</li>
        ))}
      </ul>
    </div>
  );
}

const problemsStyle = { margin: '1rem', font: '15px/1.4 system-ui, sans-serif' } as const;

type Company = LayoutContent['company'] &
  Pick<HomeContent['company'], 'foundingYear'> &
  ContactContent['company'] & { countriesServed: readonly string[] };
type Highlight = Omit<HomeContent['highlights'][number], 'image'>;
type Version = { effective: string; articles: TermsContent['articles'] };

/**
 * The page of `template` in `language`, its view fed from the files' values (what the editor
 * holds while typing), each checked by the content model first.
 */
export function pageView(
  template: PreviewTemplate | 'NotFoundPage',
  language: Language,
  values: ContentValues,
  {
    picture = () => null,
    buildYear = new Date().getFullYear(),
    siteUrl = '',
  }: PageContentOptions = {},
): ReactElement {
  const content = new CheckedContent(values, language);
  const company = content.file<Company | null>('company.yaml', null);
  const layout: LayoutContent | null = company && {
    company,
    newsLinks: content.file<LayoutContent['newsLinks']>('news-links.yaml', []),
    siteUrl,
    buildYear,
  };
  const view = layout && company && drawView();
  return content.problems.length > 0 || !view ? (
    <PreviewProblems problems={content.problems} />
  ) : (
    view
  );

  function drawView(): ReactElement | null {
    if (!layout || !company) return null;
    switch (template) {
      case 'HomePage': {
        const highlights = content.file<Highlight[]>('service-highlights.yaml', []);
        const images = content.picturesOf('service-highlights.yaml', 'image');
        const partners = content.file<Array<{ name: string }>>('partners.yaml', []);
        const logos = content.picturesOf('partners.yaml', 'logo');
        const home = content.file<HomeContent['home'] | null>('home.yaml', null);
        if (!home) return null;
        return (
          <HomeView
            layout={layout}
            company={{
              foundingYear: company.foundingYear,
              servedCountries: nameCountries(company.countriesServed),
            }}
            home={home}
            badges={content.file<HomeContent['badges']>('badges.yaml', [])}
            highlights={highlights.map((highlight, index) => ({
              ...highlight,
              image: picture('service-highlights.yaml', images[index]),
            }))}
            stats={content.file<HomeContent['stats']>('stats.yaml', [])}
            hubs={content.file<HomeContent['hubs']>('hubs.yaml', [])}
            partners={partners.map(({ name }, index) => ({
              name,
              logo: picture('partners.yaml', logos[index]),
            }))}
          />
        );
      }
      case 'AboutPage': {
        const about = content.file<Omit<AboutContent['about'], 'image'> | null>('about.yaml', null);
        if (!about) return null;
        const image = String(
          (values['about.yaml'] as { image?: unknown } | undefined)?.image ?? '',
        );
        return (
          <AboutView layout={layout} about={{ ...about, image: picture('about.yaml', image) }} />
        );
      }
      case 'ServicesPage':
        return (
          <ServicesView
            layout={layout}
            services={content.file<ServicesContent['services']>('services.yaml', [])}
          />
        );
      case 'TermsPage': {
        // The version on top of the list: the one an editor adds or works on, where it would
        // stand today.
        const versions = content.file<Version[]>('terms.yaml', []);
        const [top] = versions;
        if (!top) return null;
        const effective = String(top.effective);
        const timeline = termsTimeline(
          versions.map((version) => String(version.effective)),
          legalToday(),
        );
        const edition = timeline
          ? termsStanding(timeline, effective)
          : {
              effective,
              status: 'upcoming' as const,
              current: effective,
              upcoming: [],
              earlier: [],
            };
        return <TermsView layout={layout} edition={edition} articles={top.articles} />;
      }
      case 'ContactPage':
        return <ContactView layout={layout} company={company} />;
      default:
        return <NotFoundView layout={layout} />;
    }
  }
}
