import { useTranslation } from 'react-i18next';
import { mailtoHref, telHref } from '../../lib/contact';
import { media, radius, vars } from '../../theme/tokens';

export interface ContactRowsProps {
  phone: string;
  email: string;
  addressLines: readonly string[];
}

export function ContactRows({ phone, email, addressLines }: ContactRowsProps) {
  const { t } = useTranslation('contact');
  return (
    <dl css={listStyle}>
      <div css={rowStyle}>
        <dt css={termStyle}>{t('phone')}</dt>
        <dd css={valueStyle}>
          <a href={telHref(phone)}>{phone}</a>
        </dd>
      </div>
      <div css={rowStyle}>
        <dt css={termStyle}>{t('email')}</dt>
        <dd css={valueStyle}>
          <a href={mailtoHref(email)}>{email}</a>
        </dd>
      </div>
      <div css={rowStyle}>
        <dt css={termStyle}>{t('address')}</dt>
        <dd css={valueStyle}>
          <address css={addressStyle}>
            {addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </dd>
      </div>
    </dl>
  );
}

const listStyle = {
  display: 'grid',
  margin: '0 0 1.75rem',
  borderRadius: radius.md,
  border: `1px solid ${vars.border}`,
  background: vars.surfaceRaised,
} as const;

const rowStyle = {
  display: 'grid',
  gridTemplateColumns: '5.5rem 1fr',
  [media.atLeast('sm')]: { gridTemplateColumns: '7rem 1fr' },
  gap: '1rem',
  padding: '1rem 1.25rem',
  ':not(:last-of-type)': { borderBottom: `1px solid ${vars.border}` },
} as const;

const termStyle = { fontWeight: 600, color: vars.textMuted } as const;

const valueStyle = { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' } as const;

const addressStyle = { display: 'flex', flexDirection: 'column', fontStyle: 'normal' } as const;
