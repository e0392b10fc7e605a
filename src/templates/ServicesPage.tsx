import { type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import type { SitePageContext } from '../page-context';

export default function ServicesPage({
  data,
}: PageProps<Queries.ServicesPageQuery, SitePageContext>) {
  const { t } = useTranslation('common');
  return (
    <Layout routeId="services" data={data}>
      <h1>{t('pageNames.services')}</h1>
    </Layout>
  );
}

export const query = graphql`
  query ServicesPage($language: String!, $localeLanguages: [String!]!) {
    ...LayoutData
    locales: allLocale(
      filter: { ns: { in: ["common", "services"] }, language: { in: $localeLanguages } }
    ) {
      ...LocaleStrings
    }
  }
`;
