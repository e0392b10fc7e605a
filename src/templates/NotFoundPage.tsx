import { type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { ButtonLink } from '../components/shared/ButtonLink';
import { buttonRowStyle } from '../components/shared/buttonStyles';
import { PageIntro } from '../components/shared/PageIntro';
import type { SitePageContext } from '../page-context';
import { routePath } from '../routes';

export default function NotFoundPage({
  data,
}: PageProps<Queries.NotFoundPageQuery, SitePageContext>) {
  const { t } = useTranslation('notFound');
  return (
    <Layout routeId="notFound" data={data}>
      <PageIntro title={t('heading')} intro={t('text')} fill>
        <div css={[buttonRowStyle, buttonsStyle]}>
          <ButtonLink to={routePath('home')}>{t('goHome')}</ButtonLink>
          <ButtonLink to={routePath('contact')} variant="onDark">
            {t('contactUs')}
          </ButtonLink>
        </div>
      </PageIntro>
    </Layout>
  );
}

const buttonsStyle = { marginTop: '2rem', paddingBottom: '4rem' } as const;

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
