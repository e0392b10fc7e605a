import { useTranslation } from 'react-i18next';
import { Layout, type LayoutContent } from '../layout/Layout';
import { ServiceCard, type ServiceCardProps } from './ServiceCard';
import { ButtonLink } from '../shared/ButtonLink';
import { CallToAction } from '../shared/CallToAction';
import { PageIntro } from '../shared/PageIntro';
import { Section } from '../shared/Section';
import { routePath } from '../../core/routes';

/** The services page's content, as the page query gives it and as the editor's preview does. */
export interface ServicesContent {
  layout: LayoutContent;
  services: ReadonlyArray<ServiceCardProps['service']>;
}

/** The services page, drawn from its content: src/templates/ServicesPage.tsx and the preview feed it. */
export function ServicesView({ layout, services }: ServicesContent) {
  const { t } = useTranslation('services');
  return (
    <Layout routeId="services" content={layout}>
      <PageIntro title={t('heading')} intro={t('intro')} />
      <Section>
        <div css={listStyle}>
          {services.map((service) => (
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
