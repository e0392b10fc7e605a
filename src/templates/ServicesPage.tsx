import { type PageProps, graphql } from 'gatsby';
import { ServicesView } from '../components/services/ServicesView';
import { servicesContent } from './page-content';
import type { SitePageContext } from './page-context';

export default function ServicesPage({
  data,
}: PageProps<Queries.ServicesPageQuery, SitePageContext>) {
  return <ServicesView {...servicesContent(data)} />;
}

export const query = graphql`
  query ServicesPage($language: String!, $localeLanguages: [String!]!) {
    ...LayoutData
    locales: allLocale(
      filter: { ns: { in: ["common", "services"] }, language: { in: $localeLanguages } }
    ) {
      ...LocaleStrings
    }
    services: allServicesYaml {
      nodes {
        slug
        icon
        title(language: $language)
        description(language: $language)
        features(language: $language)
      }
    }
  }
`;
