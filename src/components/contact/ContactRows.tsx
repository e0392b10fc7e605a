import { useTranslation } from 'react-i18next';
import { ContactDetailLink } from '../shared/ContactDetailLink';
import type { CompanyDetails } from '../shared/contact-details';
import { addressLines, shownContactDetails } from '../shared/contact-details';
import { media, radius, vars } from '../../theme/tokens';

/** The contact page's card of the ways to reach the company (../shared/contact-details.ts). */
export function ContactRows({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation('common');
  return (
    <dl css={listStyle}>
      {shownContactDetails(company).map(({ field, value, href }) => (
        <div key={field} css={rowStyle}>
          <dt css={termStyle}>{t(`contactDetails.${field}`)}</dt>
          <dd css={valueStyle}>
            <ContactDetailLink value={value} href={href} />
          </dd>
        </div>
      ))}
      <div css={rowStyle}>
        <dt css={termStyle}>{t('contactDetails.address')}</dt>
        <dd css={valueStyle}>
          <address css={addressStyle}>
            {addressLines(company).map((line) => (
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
