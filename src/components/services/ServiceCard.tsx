import { useTranslation } from 'react-i18next';
import { routePath } from '../../core/routes';
import { media, radius, vars } from '../../theme/tokens';
import { ButtonLink } from '../shared/ButtonLink';
import { CheckList } from '../shared/CheckList';
import { ContentIcon } from '../shared/ContentIcon';

export interface ServiceCardProps {
  service: {
    readonly slug: string;
    readonly icon: string;
    readonly title: string;
    readonly description: string;
    readonly features: readonly string[];
  };
}

/** One service, anchored by its slug so `/services/#cargo-cold` lands on it. */
export function ServiceCard({ service }: ServiceCardProps) {
  const { t } = useTranslation('services');
  const { t: common } = useTranslation('common');
  const headingId = `${service.slug}-heading`;
  return (
    <article id={service.slug} css={cardStyle} aria-labelledby={headingId}>
      <div css={iconStyle}>
        <ContentIcon name={service.icon} size={28} />
      </div>
      <div>
        <h2 id={headingId} css={titleStyle}>
          {service.title}
        </h2>
        <p css={descriptionStyle}>{service.description}</p>
        <h3 css={featuresLabelStyle}>{t('featuresLabel')}</h3>
        <CheckList items={service.features} css={featuresStyle} />
        <ButtonLink to={routePath('contact')}>{common('actions.getQuote')}</ButtonLink>
      </div>
    </article>
  );
}

const cardStyle = {
  display: 'grid',
  gap: '1.25rem',
  padding: '1.75rem 1.25rem',
  borderRadius: radius.md,
  background: vars.surfaceRaised,
  border: `1px solid ${vars.border}`,
  boxShadow: vars.shadow,
  [media.atLeast('md')]: { gridTemplateColumns: 'auto 1fr', gap: '1.75rem', padding: '2.25rem' },
} as const;

const iconStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  borderRadius: radius.md,
  background: vars.primary,
  color: vars.onPrimary,
} as const;

const titleStyle = {
  fontSize: 'clamp(1.4rem, 1.2rem + 1vw, 1.8rem)',
  margin: '0 0 0.75rem',
} as const;

const descriptionStyle = { color: vars.textMuted, fontSize: '1.05rem', maxWidth: '48rem' } as const;

const featuresLabelStyle = {
  margin: '1.25rem 0 0.75rem',
  fontSize: '0.8rem',
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: vars.textMuted,
} as const;

const featuresStyle = {
  marginBottom: '1.5rem',
  [media.atLeast('md')]: { gridTemplateColumns: '1fr 1fr' },
} as const;
