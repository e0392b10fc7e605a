// One path from a page's content to its view: each view's props are made by one function
// here, from the answer to its page's query. The templates pass the answer Gatsby's GraphQL
// layer gives (./HomePage.tsx, …); the editor's preview passes the same answer made from the
// files' values in the content model's own types (src/content/model-types.ts) while someone
// types (src/admin/preview/page-views.tsx), so the type checker holds the model and the
// queries to each other. Pictures are the one thing the two hold differently (the build's
// processed image, the preview's file path): each function takes them in the caller's
// form, with the caller's way to show them; a value left out is null in GraphQL and absent
// in the files, and a function says it once, as the view wants it.
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { AboutContent } from '../components/about/AboutView';
import type { ContactContent } from '../components/contact/ContactView';
import type { HomeContent } from '../components/home/HomeView';
import { type LayoutContent, layoutContent } from '../components/layout/Layout';
import type { ServicesContent } from '../components/services/ServicesView';
import type { TermsEdition } from '../components/terms/TermsVersion';
import type { TermsContent } from '../components/terms/TermsView';

/** How a caller shows a picture it holds in its own form. */
export type ShowPicture<Picture> = (picture: Picture) => IGatsbyImageData | null;

/** `Entry` with its picture field `Field` in the caller's form. */
type WithPicture<Entry, Field extends keyof Entry, Picture> = Omit<Entry, Field> & {
  readonly [key in Field]: Picture;
};
type Nodes<Entry> = { readonly nodes: ReadonlyArray<Entry> };
type Layout = Queries.LayoutDataFragment;
type Home = Queries.HomePageQuery;
type About = NonNullable<Queries.AboutPageQuery['about']>;

/**
 * A stat as the query answers it (null for a value left out) or as the model holds it in
 * the files (left out: undefined).
 */
type StatAnswer = Omit<Home['stats']['nodes'][number], 'target' | 'countOf' | 'suffix'> & {
  readonly target?: number | null;
  readonly countOf?: string | null;
  readonly suffix?: string | null;
};

/** What the home page's query answers (its pictures in the caller's form). */
export type HomeAnswer<Picture> = Layout &
  Pick<Home, 'facts' | 'home' | 'badges' | 'hubs'> & {
    readonly stats: Nodes<StatAnswer>;
    readonly highlights: Nodes<WithPicture<Home['highlights']['nodes'][number], 'image', Picture>>;
    readonly partners: Nodes<WithPicture<Home['partners']['nodes'][number], 'logo', Picture>>;
  };

export function homeContent<Picture>(
  answer: HomeAnswer<Picture>,
  show: ShowPicture<Picture>,
): HomeContent {
  const { facts, home } = answer;
  if (!home || !facts) throw new Error('data/home.yaml or data/company.yaml is missing');
  return {
    layout: layoutContent(answer),
    company: facts,
    home,
    badges: answer.badges.nodes,
    highlights: answer.highlights.nodes.map((highlight) => ({
      ...highlight,
      image: show(highlight.image),
    })),
    stats: answer.stats.nodes.map((stat) => ({
      ...stat,
      target: stat.target ?? null,
      countOf: stat.countOf ?? null,
      suffix: stat.suffix ?? null,
    })),
    hubs: answer.hubs.nodes,
    partners: answer.partners.nodes.map(({ name, logo }) => ({ name, logo: show(logo) })),
  };
}

/** What the about page's query answers (its picture in the caller's form). */
export type AboutAnswer<Picture> = Layout & {
  readonly about: WithPicture<About, 'image', Picture> | null;
};

export function aboutContent<Picture>(
  answer: AboutAnswer<Picture>,
  show: ShowPicture<Picture>,
): AboutContent {
  const { about } = answer;
  if (!about) throw new Error('data/about.yaml is missing');
  return { layout: layoutContent(answer), about: { ...about, image: show(about.image) } };
}

export type ServicesAnswer = Layout & Pick<Queries.ServicesPageQuery, 'services'>;

export const servicesContent = (answer: ServicesAnswer): ServicesContent => ({
  layout: layoutContent(answer),
  services: answer.services.nodes,
});

/** The contact page's query: the frame's, whose company details the page shows. */
export type ContactAnswer = Layout;

export const contactContent = (answer: ContactAnswer): ContactContent => ({
  layout: layoutContent(answer),
});

export type TermsAnswer = Layout & Pick<Queries.TermsPageQuery, 'terms'>;

/** A version of the conditions: its articles, and where it stands among the versions. */
export function termsContent(answer: TermsAnswer, edition: TermsEdition | undefined): TermsContent {
  if (!edition || !answer.terms)
    throw new Error(`The general conditions of ${edition?.effective ?? '?'} were not found`);
  return { layout: layoutContent(answer), edition, articles: answer.terms.articles };
}

export const notFoundContent = (answer: Layout): { layout: LayoutContent } => ({
  layout: layoutContent(answer),
});
