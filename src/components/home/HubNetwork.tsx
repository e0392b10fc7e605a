import { useTranslation } from 'react-i18next';
import { vars } from '../../theme/tokens';
import { Section } from '../shared/Section';
import { SectionHeading } from '../shared/SectionHeading';

export interface HubNetworkProps {
  intro: string;
  hubs: ReadonlyArray<{ readonly code: string; readonly name: string }>;
}

export function HubNetwork({ intro, hubs }: HubNetworkProps) {
  const { t } = useTranslation('home');
  return (
    <Section aria-labelledby="network-heading" belowFold={{ estimatedHeight: 420 }}>
      <SectionHeading id="network-heading" intro={intro}>
        {t('network.heading')}
      </SectionHeading>
      <ul css={chipsStyle} aria-label={t('network.hubsLabel')}>
        {hubs.map((hub) => (
          <li key={hub.code} css={chipStyle}>
            <span css={codeStyle}>{hub.code}</span>
            {hub.name}
          </li>
        ))}
      </ul>
    </Section>
  );
}

const chipsStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

const chipStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.6rem',
  padding: '0.45rem 1rem 0.45rem 0.45rem',
  borderRadius: '999px',
  border: `1px solid ${vars.border}`,
  background: vars.surface,
  fontWeight: 600,
} as const;

const codeStyle = {
  padding: '0.3rem 0.6rem',
  borderRadius: '999px',
  background: vars.primary,
  color: vars.onPrimary,
  fontSize: '0.8rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
} as const;
