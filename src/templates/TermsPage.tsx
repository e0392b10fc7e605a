import { type PageProps, graphql } from 'gatsby';
import { layoutContent } from '../components/layout/Layout';
import { TermsView } from '../components/terms/TermsView';
import type { SitePageContext } from './page-context';

export default function TermsPage({
  data,
  pageContext,
}: PageProps<Queries.TermsPageQuery, SitePageContext>) {
  const { terms } = pageContext;
  if (!terms || !data.terms)
    throw new Error(`The general conditions of ${terms?.effective ?? '?'} were not found`);
  return <TermsView layout={layoutContent(data)} edition={terms} articles={data.terms.articles} />;
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
