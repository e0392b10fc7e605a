import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../core/routes';
import { media, radius, vars } from '../../theme/tokens';
import { LocalizedLink } from '../shared/LocalizedLink';
import { ResponsiveImage } from '../shared/ResponsiveImage';
import { Section } from '../shared/Section';
import { visuallyHidden } from '../shared/visuallyHidden';
import { SectionHeading } from '../shared/SectionHeading';

export interface ServiceHighlight {
  readonly slug: string;
  readonly service: string;
  readonly title: string;
  readonly text: string;
  readonly imageAlt: string;
  readonly image: IGatsbyImageData | null;
}

export function ServiceHighlights({ highlights }: { highlights: readonly ServiceHighlight[] }) {
  const { t } = useTranslation('home');
  const { t: common } = useTranslation('common');
  return (
    <Section aria-labelledby="services-heading" belowFold={{ estimatedHeight: 1900 }}>
      <SectionHeading id="services-heading" intro={t('services.intro')}>
        {t('services.heading')}
      </SectionHeading>
      <ul css={gridStyle}>
        {highlights.map((highlight) => (
          <li key={highlight.slug} css={cardStyle}>
            {highlight.image && (
              <ResponsiveImage image={highlight.image} alt={highlight.imageAlt} css={imageStyle} />
            )}
            <div css={bodyStyle}>
              <h3 css={titleStyle}>{highlight.title}</h3>
              <p css={textStyle}>{highlight.text}</p>
              <LocalizedLink to={`${routePath('services')}#${highlight.service}`} css={linkStyle}>
                {common('actions.learnMore')}
                <span css={visuallyHidden}>: {highlight.title}</span>
                <span aria-hidden="true"> →</span>
              </LocalizedLink>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const gridStyle = {
  display: 'grid',
  gap: '1.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [media.atLeast('md')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [media.atLeast('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
} as const;

const cardStyle = {
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: radius.md,
  background: vars.surfaceRaised,
  border: `1px solid ${vars.border}`,
  boxShadow: vars.shadow,
} as const;

const imageStyle = { aspectRatio: '3 / 2', objectFit: 'cover' } as const;

const bodyStyle = {
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  padding: '1.25rem 1.25rem 1.4rem',
} as const;

const titleStyle = { fontSize: '1.15rem', margin: '0 0 0.5rem' } as const;

const textStyle = { flex: 1, color: vars.textMuted, fontSize: '0.95rem' } as const;

const linkStyle = {
  alignSelf: 'flex-start',
  color: vars.link,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
} as const;
