import { type PageProps, graphql } from 'gatsby';
import { NotFoundView } from '../components/not-found/NotFoundView';
import { notFoundContent } from './page-content';
import type { SitePageContext } from './page-context';

export default function NotFoundPage({
  data,
}: PageProps<Queries.NotFoundPageQuery, SitePageContext>) {
  return <NotFoundView {...notFoundContent(data)} />;
}

export const query = graphql`
  query NotFoundPage($language: String!, $localeLanguages: [String!]!) {
    ...LayoutData
    locales: allLocale(
      filter: { ns: { in: ["common", "notFound"] }, language: { in: $localeLanguages } }
    ) {
      ...LocaleStrings
    }
  }
`;
