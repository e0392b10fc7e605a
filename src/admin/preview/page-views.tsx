// Each page of the site drawn by its own view component (src/components/<page>/…View.tsx)
// from the files' values, through the page's own mapping (src/templates/page-content.ts),
// as its template draws it from its query: each file checked by the content model and typed
// by it (src/content/model-types.ts), texts picked per language as the `@localized` fields
// do (src/i18n/pick-text.ts), pictures as `picture` makes them. A value the model refuses
// is not drawn: the page says what is wrong, in the validator's words. The editor's preview
// shows these (./PreviewPage.tsx), and the unit tests render whole pages with them
// (jest/content.ts). A real build holds them to the templates' (jest/built-pages.ts).
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { ReactElement } from 'react';
import { AboutView } from '../../components/about/AboutView';
import { ContactView } from '../../components/contact/ContactView';
import { HomeView } from '../../components/home/HomeView';
import { NotFoundView } from '../../components/not-found/NotFoundView';
import { ServicesView } from '../../components/services/ServicesView';
import type { TermsEdition } from '../../components/terms/TermsVersion';
import { TermsView } from '../../components/terms/TermsView';
import { checkValue } from '../../content/check';
import { nameCountries } from '../../content/countries';
import type { Problem } from '../../content/problem';
import { contentFiles } from '../../content/schemas';
import { legalToday, termsStanding, termsTimeline } from '../../content/terms';
import type { Language } from '../../core/languages';
import { localize } from '../../i18n/pick-text';
import {
  type HomeAnswer,
  aboutContent,
  contactContent,
  homeContent,
  notFoundContent,
  servicesContent,
  termsContent,
} from '../../templates/page-content';
import type { ContentFileName, FileInLanguage } from '../../content/model-types';
import type { ContentValues } from '../publishing/stored-content';
import type { PreviewTemplate } from './preview-templates';

export type { ContentValues };

/** What gatsby-plugin-image would make of the picture `value` of `file`, if it can be shown. */
export type PictureData = (file: string, value: string) => IGatsbyImageData | null;

export type { PreviewTemplate };

/** A page's files, each checked by the content model, in one language. */
class CheckedContent {
  readonly problems: Problem[] = [];

  constructor(
    private readonly values: ContentValues,
    private readonly language: Language,
  ) {}

  /**
   * The value of `file` in the page's language, once the content model accepts it; its
   * problems are kept, and `fallback` stands in.
   */
  file<File extends ContentFileName, Fallback>(
    file: File,
    fallback: Fallback,
  ): FileInLanguage<File> | Fallback {
    const value = localize(this.values[file], this.language);
    return this.accepted(file, value) ? value : fallback;
  }

  /**
   * Whether the content model accepts the file's value (checked in every language). Then
   * `localized`, its texts picked as the `@localized` fields pick them (src/i18n/pick-text.ts),
   * is the file in one language, in the model's own type: what the model's schemas accept,
   * with each text per language one text. The one claim about types the preview makes
   * (`localize` walks any value); a real build's test holds the result to the templates'.
   */
  private accepted<File extends ContentFileName>(
    file: File,
    localized: unknown,
  ): localized is FileInLanguage<File> {
    const spec = contentFiles.find((candidate) => candidate.file === file);
    if (!spec) throw new Error(`data/${file} is not in the content model`);
    const problems = checkValue(spec, this.values[file]);
    this.problems.push(...problems);
    return problems.length === 0 && localized !== undefined;
  }
}

/** A picture as a file holds it: its path, and the file (as `picture` wants both). */
interface FilePicture {
  file: string;
  path: string;
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

/**
 * The page of `template` in `language`, its view fed from the files' values (what the editor
 * holds while typing), each checked by the content model first: the answer its page's query
 * would give, made from the files, through the template's own mapping (src/templates/page-content.ts).
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
  const show = ({ file, path }: FilePicture) => picture(file, path);
  const company = content.file('company.yaml', null);
  const layout: Queries.LayoutDataFragment = {
    site: { buildYear: String(buildYear), siteMetadata: { siteUrl } },
    company: company && { inLanguage: company },
    newsLinks: { nodes: content.file('news-links.yaml', []) },
  };
  const view = company && drawView(company);
  return content.problems.length > 0 || !view ? (
    <PreviewProblems problems={content.problems} />
  ) : (
    view
  );

  function drawView(company: FileInLanguage<'company.yaml'>): ReactElement | null {
    switch (template) {
      case 'HomePage': {
        const home = content.file('home.yaml', null);
        if (!home) return null;
        const answer: HomeAnswer<FilePicture> = {
          ...layout,
          facts: {
            foundingYear: company.foundingYear,
            servedCountries: nameCountries(company.countriesServed),
          },
          home,
          badges: { nodes: content.file('badges.yaml', []) },
          highlights: {
            nodes: content.file('service-highlights.yaml', []).map((highlight) => ({
              ...highlight,
              image: { file: 'service-highlights.yaml', path: highlight.image },
            })),
          },
          stats: { nodes: content.file('stats.yaml', []) },
          hubs: { nodes: content.file('hubs.yaml', []) },
          partners: {
            nodes: content.file('partners.yaml', []).map((partner) => ({
              ...partner,
              logo: { file: 'partners.yaml', path: partner.logo },
            })),
          },
        };
        return <HomeView {...homeContent(answer, show)} />;
      }
      case 'AboutPage': {
        const about = content.file('about.yaml', null);
        if (!about) return null;
        const image = { file: 'about.yaml', path: about.image };
        return <AboutView {...aboutContent({ ...layout, about: { ...about, image } }, show)} />;
      }
      case 'ServicesPage':
        return (
          <ServicesView
            {...servicesContent({
              ...layout,
              services: { nodes: content.file('services.yaml', []) },
            })}
          />
        );
      case 'TermsPage': {
        // The version on top of the list: the one an editor adds or works on, where it would
        // stand today.
        const versions = content.file('terms.yaml', []);
        const [top] = versions;
        if (!top) return null;
        return (
          <TermsView
            {...termsContent({ ...layout, terms: top }, standing(versions, String(top.effective)))}
          />
        );
      }
      case 'ContactPage':
        return <ContactView {...contactContent(layout)} />;
      default:
        return <NotFoundView {...notFoundContent(layout)} />;
    }
  }
}

/** Where the version in force from `effective` stands among `versions` today. */
function standing(versions: FileInLanguage<'terms.yaml'>, effective: string): TermsEdition {
  const timeline = termsTimeline(
    versions.map((version) => String(version.effective)),
    legalToday(),
  );
  return timeline
    ? termsStanding(timeline, effective)
    : { effective, status: 'upcoming', current: effective, upcoming: [], earlier: [] };
}
