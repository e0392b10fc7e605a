import { useTranslation } from 'react-i18next';
import { ContactDetailLink } from '../shared/ContactDetailLink';
import { routePath } from '../../core/routes';
import { layout, media, vars } from '../../theme/tokens';
import { LocalizedLink } from '../shared/LocalizedLink';
import { type CompanyDetails, addressLines, shownContactDetails } from '../shared/contact-details';
import { PageScript } from '../shared/PageScript';
import { visuallyHidden } from '../shared/visuallyHidden';
import { BUILD_YEAR_ATTRIBUTE } from './copyright';
import { LogoMark, logoTextStyle } from './Logo';

export interface FooterProps {
  company: CompanyDetails;
  newsLinks: ReadonlyArray<{ readonly name: string; readonly url: string }>;
  buildYear: number;
}

export function Footer({ company, newsLinks, buildYear }: FooterProps) {
  const { t } = useTranslation('common');
  return (
    <footer css={footerStyle}>
      <div css={gridStyle}>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" css={brandHeadingStyle}>
            <LogoMark />
            <span css={logoTextStyle}>{company.brandName}</span>
          </h2>
          <p css={blurbStyle}>{company.blurb}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" css={headingStyle}>
            {t('footer.contactHeading')}
          </h2>
          <ul css={listStyle}>
            {shownContactDetails(company).map(({ field, value, href }) => (
              <li key={field}>
                <span css={labelStyle}>{t(`contactDetails.${field}`)}: </span>
                <ContactDetailLink value={value} href={href} />
              </li>
            ))}
            <li>
              <span css={labelStyle}>{t('contactDetails.address')}: </span>
              <address css={addressStyle}>
                {addressLines(company).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-news">
          <h2 id="footer-news" css={headingStyle}>
            {t('footer.newsHeading')}
          </h2>
          <ul css={listStyle}>
            {newsLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                  <span css={visuallyHidden}> {t('footer.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div css={bottomStyle}>
        <p {...{ [BUILD_YEAR_ATTRIBUTE]: buildYear }}>
          {t('footer.copyright', { year: buildYear, legalName: company.legalName })}
        </p>
        <PageScript name="currentYear" />
        <p>{t('footer.registration', { number: company.registrationNumber })}</p>
        <LocalizedLink to={routePath('terms')}>{t('footer.terms')}</LocalizedLink>
      </div>
    </footer>
  );
}

const footerStyle = {
  marginTop: 'auto',
  background: vars.chrome,
  color: vars.chromeMuted,
  fontSize: '0.925rem',
  a: { color: vars.chromeText, textUnderlineOffset: '0.2em' },
  'a:hover': { color: vars.chromeStrong },
} as const;

const gridStyle = {
  display: 'grid',
  gap: '2rem',
  maxWidth: layout.maxWidth,
  margin: '0 auto',
  padding: '3rem 1.25rem 2rem',
  [media.atLeast('md')]: { gridTemplateColumns: '2fr 1.5fr 1fr', padding: '3.5rem 1.5rem 2.5rem' },
} as const;

const brandHeadingStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '0.6rem',
  margin: '0 0 1rem',
} as const;

const headingStyle = {
  margin: '0 0 0.9rem',
  color: vars.chromeText,
  fontSize: '0.8rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
} as const;

const blurbStyle = { maxWidth: '36ch', margin: 0 } as const;

const listStyle = {
  display: 'grid',
  gap: '0.6rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

const labelStyle = { color: vars.chromeMuted } as const;

const addressStyle = {
  display: 'inline-flex',
  flexDirection: 'column',
  verticalAlign: 'top',
  fontStyle: 'normal',
  color: vars.chromeText,
} as const;

const bottomStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1.5rem',
  maxWidth: layout.maxWidth,
  margin: '0 auto',
  padding: '1.25rem 1.25rem 2rem',
  borderTop: `1px solid ${vars.chromeBorder}`,
  fontSize: '0.85rem',
  p: { margin: 0 },
  [media.atLeast('md')]: { padding: '1.25rem 1.5rem 2rem' },
} as const;
