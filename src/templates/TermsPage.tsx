import { type PageProps, graphql } from 'gatsby';
import { layoutContent } from '../components/layout/Layout';
import { TermsView } from '../components/terms/TermsView';
import type { SitePageContext } from '../page-context';

export default function TermsPage({ data }: PageProps<Queries.TermsPageQuery, SitePageContext>) {
  return <TermsView layout={layoutContent(data)} articles={data.terms.nodes} />;
}

export const query = graphql`
  query TermsPage($language: String!, $localeLanguages: [String!]!) {
    ...LayoutData
    locales: allLocale(
      filter: { ns: { in: ["common", "terms"] }, language: { in: $localeLanguages } }
    ) {
      ...LocaleStrings
    }
    terms: allTermsYaml(sort: { number: ASC }) {
      nodes {
        number
        title
        paragraphs
      }
    }
  }
`;
