import { useTranslation } from 'react-i18next';
import { durations, gradients, media } from '../../theme/tokens';
import { PageScript } from '../shared/PageScript';
import { Section } from '../shared/Section';
import { visuallyHidden } from '../shared/visuallyHidden';
import { COUNT_DURATION_KEY } from './count-easing';
import { StatCounter } from './StatCounter';

export interface StatsRowProps {
  stats: ReadonlyArray<{
    readonly slug: string;
    readonly target: number;
    readonly suffix: string | null;
    readonly label: string;
  }>;
}

export function StatsRow({ stats }: StatsRowProps) {
  const { t } = useTranslation('home');
  return (
    <Section tone="dark" aria-labelledby="stats-heading" css={bandStyle}>
      <h2 id="stats-heading" css={visuallyHidden}>
        {t('stats.heading')}
      </h2>
      <ul css={listStyle}>
        {stats.map((stat) => (
          <li key={stat.slug}>
            <StatCounter target={stat.target} suffix={stat.suffix ?? ''} label={stat.label} />
          </li>
        ))}
      </ul>
      <PageScript name="countUp" data={{ [COUNT_DURATION_KEY]: String(durations.counterMs) }} />
    </Section>
  );
}

const bandStyle = {
  background: gradients.burgundy,
} as const;

const listStyle = {
  display: 'grid',
  gap: '2.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [media.atLeast('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
} as const;
