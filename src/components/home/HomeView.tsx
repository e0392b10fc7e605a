import { type LayoutContent, Layout } from '../layout/Layout';
import { organizationJsonLd } from '../../seo/organization';
import { AboutTeaser } from './AboutTeaser';
import { Badges, type BadgesProps } from './Badges';
import { Hero } from './Hero';
import { HubNetwork, type HubNetworkProps } from './HubNetwork';
import { type Partner, PartnerCarousel } from './PartnerCarousel';
import { type ServiceHighlight, ServiceHighlights } from './ServiceHighlights';
import { StatsRow, type StatsRowProps } from './StatsRow';

/** The home page's content, as the page query gives it and as the editor's preview does. */
export interface HomeContent {
  layout: LayoutContent;
  company: Pick<Queries.HomePageQuery['company'] & object, 'foundingYear' | 'servedCountries'>;
  home: NonNullable<Queries.HomePageQuery['home']>;
  badges: BadgesProps['badges'];
  highlights: readonly ServiceHighlight[];
  stats: StatsRowProps['stats'];
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
      <StatsRow stats={lists.stats} />
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
