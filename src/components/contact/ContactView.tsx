import { useTranslation } from 'react-i18next';
import { BusinessHours } from './BusinessHours';
import { ContactActions } from './ContactActions';
import { ContactRows } from './ContactRows';
import { MapEmbed } from './MapEmbed';
import { Layout, type LayoutContent } from '../layout/Layout';
import { PageIntro } from '../shared/PageIntro';
import { Section } from '../shared/Section';
import { SectionHeading } from '../shared/SectionHeading';
import { addressLines } from '../shared/contact-details';
import { media } from '../../theme/tokens';

/** The contact page's content, as the page query gives it and as the editor's preview does. */
export interface ContactContent {
  /** The frame's, whose company details are the page's content too. */
  layout: LayoutContent;
}

/** The contact page, drawn from its content: src/templates/ContactPage.tsx and the preview feed it. */
export function ContactView({ layout }: ContactContent) {
  const { t } = useTranslation('contact');
  const { company } = layout;
  return (
    <Layout routeId="contact" content={layout}>
      <PageIntro title={t('heading')} intro={t('intro')} />
      <Section>
        <div css={gridStyle}>
          <div>
            <SectionHeading id="details-heading">{t('detailsHeading')}</SectionHeading>
            <ContactRows company={company} />
            <ContactActions
              phone={company.phone}
              email={company.email}
              addressLines={addressLines(company)}
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
