import { useTranslation } from 'react-i18next';
import { vars } from '../../theme/tokens';

export interface BusinessHoursProps {
  hours: ReadonlyArray<{ readonly days: string; readonly time: string }>;
}

/** Opening hours, once the company fills them in; nothing at all while the list is empty. */
export function BusinessHours({ hours }: BusinessHoursProps) {
  const { t } = useTranslation('contact');
  if (hours.length === 0) return null;
  return (
    <section aria-labelledby="hours-heading" css={sectionStyle}>
      <h2 id="hours-heading" css={headingStyle}>
        {t('hoursHeading')}
      </h2>
      <dl css={listStyle}>
        {hours.map((entry) => (
          <div key={entry.days} css={rowStyle}>
            <dt>{entry.days}</dt>
            <dd css={timeStyle}>{entry.time}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const sectionStyle = { marginTop: '2rem' } as const;

const headingStyle = { fontSize: '1.25rem' } as const;

const listStyle = { margin: 0 } as const;

const rowStyle = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: '1rem',
  padding: '0.5rem 0',
  borderBottom: `1px solid ${vars.border}`,
} as const;

const timeStyle = { margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' } as const;
