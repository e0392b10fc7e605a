import { type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { BusinessHours } from '../components/contact/BusinessHours';
import { ContactActions } from '../components/contact/ContactActions';
import { ContactRows } from '../components/contact/ContactRows';
import { MapEmbed } from '../components/contact/MapEmbed';
import { Layout } from '../components/layout/Layout';
import { PageIntro } from '../components/shared/PageIntro';
import { Section } from '../components/shared/Section';
import { SectionHeading } from '../components/shared/SectionHeading';
import { postalLines } from '../lib/contact';
import type { SitePageContext } from '../page-context';
import { media } from '../theme/tokens';

export default function ContactPage({
  data,
}: PageProps<Queries.ContactPageQuery, SitePageContext>) {
  const { t } = useTranslation('contact');
  const { company } = data;
  if (!company) throw new Error('data/company.yaml is missing');
  const addressLines = postalLines(company.address, company.country);
  return (
    <Layout routeId="contact" data={data}>
      <PageIntro title={t('heading')} intro={t('intro')} />
      <Section>
        <div css={gridStyle}>
          <div>
            <SectionHeading id="details-heading">{t('detailsHeading')}</SectionHeading>
            <ContactRows phone={company.phone} email={company.email} addressLines={addressLines} />
            <ContactActions
              phone={company.phone}
              email={company.email}
              addressLines={addressLines}
            />
            <BusinessHours hours={company.hours} />
          </div>
          <MapEmbed src={company.mapsEmbedSrc} brandName={company.brandName} />
        </div>
      </Section>
    </Layout>
  );
}

const gridStyle = {
  display: 'grid',
  gap: '2.5rem',
  [media.atLeast('lg')]: { gridTemplateColumns: '1fr 1fr', gap: '3.5rem', alignItems: 'start' },
} as const;

export const query = graphql`
  query ContactPage($language: String!, $localeLanguages: [String!]!) {
    ...LayoutData
    locales: allLocale(
      filter: { ns: { in: ["common", "contact"] }, language: { in: $localeLanguages } }
    ) {
      ...LocaleStrings
    }
    company: companyYaml {
      mapsEmbedSrc
      hours {
        days(language: $language)
        time(language: $language)
      }
    }
  }
`;
