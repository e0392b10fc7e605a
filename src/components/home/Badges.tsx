import { useTranslation } from 'react-i18next';
import { media, vars } from '../../theme/tokens';
import { ContentIcon } from '../shared/ContentIcon';
import { containerStyle } from '../shared/Section';

export interface BadgesProps {
  badges: ReadonlyArray<{ readonly slug: string; readonly icon: string; readonly label: string }>;
}

export function Badges({ badges }: BadgesProps) {
  const { t } = useTranslation('home');
  return (
    <div css={bandStyle}>
      <ul id="badges" css={[containerStyle, listStyle]} aria-label={t('badgesLabel')}>
        {badges.map((badge) => (
          <li key={badge.slug} css={badgeStyle}>
            <span css={iconStyle}>
              <ContentIcon name={badge.icon} size={20} />
            </span>
            {badge.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

const bandStyle = { background: vars.surface, borderBottom: `1px solid ${vars.border}` } as const;

const listStyle = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  gap: '0.75rem 1.5rem',
  margin: '0 auto',
  paddingTop: '1.25rem',
  paddingBottom: '1.25rem',
  listStyle: 'none',
  [media.atLeast('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
} as const;

const badgeStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  fontWeight: 600,
  fontSize: '0.95rem',
} as const;

const iconStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: '999px',
  background: vars.bg,
  border: `1px solid ${vars.border}`,
  color: vars.link,
} as const;
