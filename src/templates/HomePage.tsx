import { type PageProps, graphql } from 'gatsby';
import { getImage } from 'gatsby-plugin-image';
import { HomeView } from '../components/home/HomeView';
import { homeContent } from './page-content';
import type { SitePageContext } from './page-context';

export default function HomePage({ data }: PageProps<Queries.HomePageQuery, SitePageContext>) {
  return <HomeView {...homeContent(data, (image) => getImage(image.childImageSharp) ?? null)} />;
}

export const query = graphql`
  query HomePage($language: String!, $localeLanguages: [String!]!) {
    ...LayoutData
    locales: allLocale(
      filter: { ns: { in: ["common", "home"] }, language: { in: $localeLanguages } }
    ) {
      ...LocaleStrings
    }
    # Its own name: as \`company\` it would merge into the frame's company (LayoutData).
    facts: companyYaml {
      foundingYear
      servedCountries {
        code
        name
      }
    }
    home: homeYaml {
      heroHeadline(language: $language)
      heroSubtitle(language: $language)
      aboutTeaserTitle(language: $language)
      aboutTeaserText(language: $language)
      aboutTeaserBullets(language: $language)
      networkIntro(language: $language)
    }
    badges: allBadgesYaml {
      nodes {
        slug
        icon
        label(language: $language)
      }
    }
    highlights: allServiceHighlightsYaml {
      nodes {
        slug
        service
        title(language: $language)
        text(language: $language)
        imageAlt(language: $language)
        image {
          childImageSharp {
            gatsbyImageData(
              width: 400
              aspectRatio: 1.5
              breakpoints: [280, 400, 560, 720, 900]
              sizes: "(min-width: 1024px) 273px, (min-width: 768px) calc(50vw - 34px), calc(100vw - 40px)"
            )
          }
        }
      }
    }
    stats: allStatsYaml {
      nodes {
        slug
        target
        countOf
        suffix
        label(language: $language)
      }
    }
    hubs: allHubsYaml {
      nodes {
        code
        name(language: $language)
      }
    }
    partners: allPartnersYaml {
      nodes {
        name
        logo {
          childImageSharp {
            gatsbyImageData(layout: FIXED, width: 152, placeholder: NONE)
          }
        }
      }
    }
  }
`;
