import { type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { ServiceCard } from '../components/services/ServiceCard';
import { ButtonLink } from '../components/shared/ButtonLink';
import { CallToAction } from '../components/shared/CallToAction';
import { PageIntro } from '../components/shared/PageIntro';
import { Section } from '../components/shared/Section';
import type { SitePageContext } from '../page-context';
import { routePath } from '../routes';

export default function ServicesPage({
  data,
}: PageProps<Queries.ServicesPageQuery, SitePageContext>) {
  const { t } = useTranslation('services');
  return (
    <Layout routeId="services" data={data}>
      <PageIntro title={t('heading')} intro={t('intro')} />
      <Section>
        <div css={listStyle}>
          {data.services.nodes.map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
        </div>
        <div css={ctaSpacingStyle}>
          <CallToAction id="cta-heading" heading={t('cta.heading')} text={t('cta.text')}>
            <ButtonLink to={routePath('contact')} variant="onDark">
              {t('cta.button')}
            </ButtonLink>
          </CallToAction>
        </div>
      </Section>
    </Layout>
  );
}

const listStyle = { display: 'grid', gap: '1.5rem' } as const;

const ctaSpacingStyle = { marginTop: '3rem' } as const;

export const query = graphql`
  query ServicesPage($language: String!, $localeLanguages: [String!]!) {
    ...LayoutData
    locales: allLocale(
      filter: { ns: { in: ["common", "services"] }, language: { in: $localeLanguages } }
    ) {
      ...LocaleStrings
    }
    services: allServicesYaml {
      nodes {
        slug
        icon
        title(language: $language)
        description(language: $language)
        features(language: $language)
      }
    }
  }
`;
