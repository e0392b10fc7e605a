import { type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import type { SitePageContext } from '../page-context';

export default function ContactPage({
  data,
}: PageProps<Queries.ContactPageQuery, SitePageContext>) {
  const { t } = useTranslation('common');
  return (
    <Layout routeId="contact" data={data}>
      <h1>{t('pageNames.contact')}</h1>
    </Layout>
  );
}

export const query = graphql`
  query ContactPage($language: String!, $localeLanguages: [String!]!) {
    ...LayoutData
    locales: allLocale(
      filter: { ns: { in: ["common", "contact"] }, language: { in: $localeLanguages } }
    ) {
      ...LocaleStrings
    }
  }
`;
