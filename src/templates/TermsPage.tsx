import { type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import type { SitePageContext } from '../page-context';

export default function TermsPage({ data }: PageProps<Queries.TermsPageQuery, SitePageContext>) {
  const { t } = useTranslation('common');
  return (
    <Layout routeId="terms" data={data}>
      <h1>{t('pageNames.terms')}</h1>
    </Layout>
  );
}

export const query = graphql`
  query TermsPage($language: String!, $localeLanguages: [String!]!) {
    ...LayoutData
    locales: allLocale(
      filter: { ns: { in: ["common", "terms"] }, language: { in: $localeLanguages } }
    ) {
      ...LocaleStrings
    }
  }
`;
