import { type PageProps, graphql } from 'gatsby';
import { TermsView } from '../components/terms/TermsView';
import { termsContent } from './page-content';
import type { SitePageContext } from './page-context';

export default function TermsPage({
  data,
  pageContext,
}: PageProps<Queries.TermsPageQuery, SitePageContext>) {
  return <TermsView {...termsContent(data, pageContext.terms)} />;
}

export const query = graphql`
  query TermsPage($language: String!, $localeLanguages: [String!]!, $termsId: String!) {
    ...LayoutData
    locales: allLocale(
      filter: { ns: { in: ["common", "terms"] }, language: { in: $localeLanguages } }
    ) {
      ...LocaleStrings
    }
    terms: termsYaml(id: { eq: $termsId }) {
      articles {
        number
        title
        paragraphs
      }
    }
  }
`;
