import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { StatementCard } from './StatementCard';
import { Layout, type LayoutContent } from '../layout/Layout';
import { ButtonLink } from '../shared/ButtonLink';
import { buttonRowStyle } from '../shared/buttonStyles';
import { CheckList } from '../shared/CheckList';
import { PageIntro } from '../shared/PageIntro';
import { ResponsiveImage } from '../shared/ResponsiveImage';
import { Section, containerStyle } from '../shared/Section';
import { SectionHeading } from '../shared/SectionHeading';
import { routePath } from '../../core/routes';
import { media, radius, vars } from '../../theme/tokens';

/** The about page's content, as the page query gives it and as the editor's preview does. */
export interface AboutContent {
  layout: LayoutContent;
  about: Omit<NonNullable<Queries.AboutPageQuery['about']>, 'image'> & {
    image: IGatsbyImageData | null;
  };
}

/** The about page, drawn from its content: src/templates/AboutPage.tsx and the preview feed it. */
export function AboutView({ layout, about }: AboutContent) {
  const { t } = useTranslation('about');
  const { image } = about;
  return (
    <Layout routeId="about" content={layout}>
      <PageIntro title={t('heading')} intro={about.subtitle} />
      {image && (
        <div css={[containerStyle, imageWrapStyle]}>
          {/* The largest thing above the fold: fetched with the page, first in line. */}
          <ResponsiveImage
            image={image}
            alt={about.imageAlt}
            loading="eager"
            priority="high"
            css={imageStyle}
          />
        </div>
      )}
      <Section aria-labelledby="intro-heading">
        <div css={introGridStyle}>
          <SectionHeading id="intro-heading">{t('introHeading')}</SectionHeading>
          <div css={introTextStyle}>
            {about.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div css={statementsStyle}>
          <StatementCard id="mission-heading" heading={t('mission')} text={about.mission} />
          <StatementCard id="vision-heading" heading={t('vision')} text={about.vision} />
        </div>
      </Section>
      <Section tone="tinted" aria-labelledby="why-heading">
        <div css={whyGridStyle}>
          <div>
            <SectionHeading id="why-heading">{t('whyChooseUs')}</SectionHeading>
            <div css={buttonRowStyle}>
              <ButtonLink to={routePath('services')} variant="secondary">
                {t('viewServices')}
              </ButtonLink>
              <ButtonLink to={routePath('contact')}>{t('getQuote')}</ButtonLink>
            </div>
          </div>
          <CheckList items={about.whyChooseUs} />
        </div>
      </Section>
    </Layout>
  );
}

const imageWrapStyle = {
  marginTop: '-1.5rem',
  [media.atLeast('md')]: { marginTop: '-2rem' },
} as const;

const imageStyle = {
  borderRadius: radius.md,
  boxShadow: vars.shadow,
  aspectRatio: '20 / 9',
  objectFit: 'cover',
} as const;

const introGridStyle = {
  display: 'grid',
  [media.atLeast('lg')]: { gridTemplateColumns: '1fr 2fr', gap: '3rem' },
} as const;

const introTextStyle = { fontSize: '1.1rem', color: vars.textMuted, maxWidth: '44rem' } as const;

const statementsStyle = {
  display: 'grid',
  gap: '1.25rem',
  marginTop: '2rem',
  [media.atLeast('md')]: { gridTemplateColumns: '1fr 1fr' },
} as const;

const whyGridStyle = {
  display: 'grid',
  gap: '2rem',
  [media.atLeast('lg')]: { gridTemplateColumns: '1fr 1.3fr', gap: '4rem', alignItems: 'start' },
} as const;
