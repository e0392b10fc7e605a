import { type PageProps, graphql } from 'gatsby';
import { getImage } from 'gatsby-plugin-image';
import { AboutView } from '../components/about/AboutView';
import { aboutContent } from './page-content';
import type { SitePageContext } from './page-context';

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery, SitePageContext>) {
  return <AboutView {...aboutContent(data, (image) => getImage(image.childImageSharp) ?? null)} />;
}

export const query = graphql`
  query AboutPage($language: String!, $localeLanguages: [String!]!) {
    ...LayoutData
    locales: allLocale(
      filter: { ns: { in: ["common", "about"] }, language: { in: $localeLanguages } }
    ) {
      ...LocaleStrings
    }
    about: aboutYaml {
      subtitle(language: $language)
      intro(language: $language)
      mission(language: $language)
      vision(language: $language)
      whyChooseUs(language: $language)
      imageAlt(language: $language)
      image {
        childImageSharp {
          gatsbyImageData(
            width: 1152
            aspectRatio: 2.222
            breakpoints: [360, 540, 720, 960, 1152, 1536, 1920]
            sizes: "(min-width: 1200px) 1152px, calc(100vw - 40px)"
          )
        }
      }
    }
  }
`;
