import { type PageProps, graphql } from 'gatsby';
import { ContactView } from '../components/contact/ContactView';
import { layoutContent } from '../components/layout/Layout';
import type { SitePageContext } from './page-context';

export default function ContactPage({
  data,
}: PageProps<Queries.ContactPageQuery, SitePageContext>) {
  if (!data.company) throw new Error('data/company.yaml is missing');
  return <ContactView layout={layoutContent(data)} company={data.company} />;
}

export const query = graphql`
  query ContactPage($language: String!, $localeLanguages: [String!]!) {
    ...LayoutData
    locales: allLocale(
      filter: { ns: { in: ["common", "contact"] }, language: { in: $localeLanguages } }
    ) {
      ...LocaleStrings
    }
    company: companyYaml {
      mapsEmbedSrc
      hours {
        days(language: $language)
        time(language: $language)
      }
    }
  }
`;
