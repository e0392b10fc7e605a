import { type PageProps, graphql } from 'gatsby';
import { getImage } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { StatementCard } from '../components/about/StatementCard';
import { Layout } from '../components/layout/Layout';
import { ButtonLink } from '../components/shared/ButtonLink';
import { buttonRowStyle } from '../components/shared/buttonStyles';
import { CheckList } from '../components/shared/CheckList';
import { PageIntro } from '../components/shared/PageIntro';
import { ResponsiveImage } from '../components/shared/ResponsiveImage';
import { Section, containerStyle } from '../components/shared/Section';
import { SectionHeading } from '../components/shared/SectionHeading';
import type { SitePageContext } from '../page-context';
import { routePath } from '../routes';
import { media, radius, vars } from '../theme/tokens';

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery, SitePageContext>) {
  const { t } = useTranslation('about');
  const { about } = data;
  if (!about) throw new Error('data/about.yaml is missing');
  const image = getImage(about.image.childImageSharp);
  return (
    <Layout routeId="about" data={data}>
      <PageIntro title={t('heading')} intro={about.subtitle} />
      {image && (
        <div css={[containerStyle, imageWrapStyle]}>
          {/* The largest thing above the fold: fetched with the page, first in line. */}
          <ResponsiveImage
            image={image}
            alt={about.imageAlt}
            loading="eager"
            priority
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

export const query = graphql`
  query AboutPage($language: String!, $localeLanguages: [String!]!) {
    ...LayoutData
    locales: allLocale(
      filter: { ns: { in: ["common", "about"] }, language: { in: $localeLanguages } }
    ) {
      ...LocaleStrings
    }
    about: aboutYaml {
      subtitle(language: $language)
      intro(language: $language)
      mission(language: $language)
      vision(language: $language)
      whyChooseUs(language: $language)
      imageAlt(language: $language)
      image {
        childImageSharp {
          gatsbyImageData(
            width: 1152
            aspectRatio: 2.222
            breakpoints: [360, 540, 720, 960, 1152, 1536, 1920]
            sizes: "(min-width: 1200px) 1152px, calc(100vw - 40px)"
          )
        }
      }
    }
  }
`;
