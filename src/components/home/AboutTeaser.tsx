import { useTranslation } from 'react-i18next';
import { routePath } from '../../core/routes';
import { media, vars } from '../../theme/tokens';
import { ButtonLink } from '../shared/ButtonLink';
import { CheckList } from '../shared/CheckList';
import { Section } from '../shared/Section';
import { SectionHeading } from '../shared/SectionHeading';
import { visuallyHidden } from '../shared/visuallyHidden';

export interface AboutTeaserProps {
  title: string;
  text: string;
  bullets: readonly string[];
}

export function AboutTeaser({ title, text, bullets }: AboutTeaserProps) {
  const { t } = useTranslation('home');
  return (
    <Section
      tone="tinted"
      aria-labelledby="about-teaser-heading"
      belowFold={{ estimatedHeight: 700 }}
    >
      <div css={layoutStyle}>
        <div>
          <SectionHeading id="about-teaser-heading" eyebrow={t('about.eyebrow')} css={headingStyle}>
            {title}
          </SectionHeading>
          <p css={textStyle}>{text}</p>
          <ButtonLink to={routePath('about')}>
            {t('about.learnMore')}
            <span css={visuallyHidden}> {t('about.learnMoreContext')}</span>
          </ButtonLink>
        </div>
        <CheckList items={bullets} />
      </div>
    </Section>
  );
}

const layoutStyle = {
  display: 'grid',
  gap: '2rem',
  alignItems: 'center',
  [media.atLeast('lg')]: { gridTemplateColumns: '1.1fr 1fr', gap: '4rem' },
} as const;

const headingStyle = { marginBottom: '1rem' } as const;

const textStyle = { color: vars.textMuted, fontSize: '1.1rem', marginBottom: '1.75rem' } as const;
