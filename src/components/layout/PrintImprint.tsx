import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import { postalLines } from '../../lib/contact';
import { absoluteUrl } from '../../seo/alternates';
import { localizePath } from '../../core/routes';
import type { FooterProps } from './Footer';

export interface PrintImprintProps {
  company: FooterProps['company'];
  siteUrl: string;
}

/**
 * On paper only (the footer is not printed): who the page is from, with the company's
 * legal name, address and registration number, and where it was printed from. A printed
 * page of the general conditions is a document a client may keep.
 */
export function PrintImprint({ company, siteUrl }: PrintImprintProps) {
  const { t } = useTranslation('common');
  const { language, originalPath } = usePageLanguage();
  const address = postalLines(company.address, company.country).join(', ');
  return (
    <div css={imprintStyle} data-print="only">
      <p>
        <strong>{company.legalName}</strong> · {address} · {company.phone} · {company.email}
      </p>
      <p>
        {t('footer.registration', { number: company.registrationNumber })} ·{' '}
        {absoluteUrl(siteUrl, localizePath(originalPath, language))}
      </p>
    </div>
  );
}

const imprintStyle = {
  display: 'none',
  '@media print': {
    display: 'block',
    marginTop: '2rem',
    paddingTop: '0.75rem',
    borderTop: '1px solid #000',
    fontSize: '9pt',
    p: { margin: '0 0 0.25rem' },
  },
} as const;
