import { type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import type { SitePageContext } from '../page-context';

export default function NotFoundPage({
  data,
}: PageProps<Queries.NotFoundPageQuery, SitePageContext>) {
  const { t } = useTranslation('common');
  return (
    <Layout routeId="notFound" data={data}>
      <h1>{t('pageNames.notFound')}</h1>
    </Layout>
  );
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
