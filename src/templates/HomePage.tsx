import { type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import type { SitePageContext } from '../page-context';

export default function HomePage({ data }: PageProps<Queries.HomePageQuery, SitePageContext>) {
  const { t } = useTranslation('common');
  return (
    <Layout routeId="home" data={data}>
      <h1>{t('pageNames.home')}</h1>
    </Layout>
  );
}

export const query = graphql`
  query HomePage($language: String!, $localeLanguages: [String!]!) {
    ...LayoutData
    locales: allLocale(
      filter: { ns: { in: ["common", "home"] }, language: { in: $localeLanguages } }
    ) {
      ...LocaleStrings
    }
  }
`;
