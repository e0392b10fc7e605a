import { type LayoutContent, Layout } from '../layout/Layout';
import { organizationJsonLd } from '../../seo/organization';
import { AboutTeaser } from './AboutTeaser';
import { Badges, type BadgesProps } from './Badges';
import { Hero } from './Hero';
import { HubNetwork, type HubNetworkProps } from './HubNetwork';
import { type Partner, PartnerCarousel } from './PartnerCarousel';
import { type ServiceHighlight, ServiceHighlights } from './ServiceHighlights';
import { StatsRow, type StatsRowProps } from './StatsRow';
import type { countableLists } from '../../content/schemas';

type CountableList = (typeof countableLists)[number];

/** The home page's content, as the page query gives it and as the editor's preview does. */
export interface HomeContent {
  layout: LayoutContent;
  company: Pick<Queries.HomePageQuery['facts'] & object, 'foundingYear' | 'servedCountries'>;
  home: NonNullable<Queries.HomePageQuery['home']>;
  badges: BadgesProps['badges'];
  highlights: readonly ServiceHighlight[];
  /** Each stat's figure: its `target`, or the length of the list it counts (`countOf`). */
  stats: ReadonlyArray<
    Omit<StatsRowProps['stats'][number], 'target'> & {
      readonly target: number | null;
      readonly countOf: string | null;
    }
  >;
  hubs: HubNetworkProps['hubs'];
  partners: readonly Partner[];
}

/** The home page, drawn from its content: src/templates/HomePage.tsx and the preview feed it. */
export function HomeView({ layout, company, home, ...lists }: HomeContent) {
  const jsonLd = organizationJsonLd({ ...layout.company, ...company, siteUrl: layout.siteUrl });
  return (
    <Layout routeId="home" content={layout} jsonLd={jsonLd}>
      <Hero headline={home.heroHeadline} subtitle={home.heroSubtitle} />
      <Badges badges={lists.badges} />
      <ServiceHighlights highlights={lists.highlights} />
      <StatsRow
        stats={lists.stats.map((stat) => ({
          ...stat,
          target: stat.countOf ? lists[stat.countOf as CountableList].length : (stat.target ?? 0),
        }))}
      />
      <AboutTeaser
        title={home.aboutTeaserTitle}
        text={home.aboutTeaserText}
        bullets={home.aboutTeaserBullets}
      />
      <HubNetwork intro={home.networkIntro} hubs={lists.hubs} />
      <PartnerCarousel partners={lists.partners} />
    </Layout>
  );
}
