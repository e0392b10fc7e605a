import { type PageProps, graphql } from 'gatsby';
import { layoutContent } from '../components/layout/Layout';
import { NotFoundView } from '../components/not-found/NotFoundView';
import type { SitePageContext } from './page-context';

export default function NotFoundPage({
  data,
}: PageProps<Queries.NotFoundPageQuery, SitePageContext>) {
  return <NotFoundView layout={layoutContent(data)} />;
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
