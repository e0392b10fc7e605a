import { type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import type { SitePageContext } from '../page-context';

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery, SitePageContext>) {
  const { t } = useTranslation('common');
  return (
    <Layout routeId="about" data={data}>
      <h1>{t('pageNames.about')}</h1>
    </Layout>
  );
}

export const query = graphql`
  query AboutPage($language: String!, $localeLanguages: [String!]!) {
    ...LayoutData
    locales: allLocale(
      filter: { ns: { in: ["common", "about"] }, language: { in: $localeLanguages } }
    ) {
      ...LocaleStrings
    }
  }
`;
