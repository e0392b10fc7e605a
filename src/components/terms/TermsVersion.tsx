import { Trans, useTranslation } from 'react-i18next';
import {
  type TermsPageContext,
  type TermsPdf,
  formatLegalDate,
  termsVersionPath,
} from '../../content/terms';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import { routePath } from '../../core/routes';
import { LocalizedLink } from '../shared/LocalizedLink';
import { vars } from '../../theme/tokens';

/** A page's version of the conditions; the editor's preview has no PDF to link. */
export type TermsEdition = Omit<TermsPageContext, 'pdf'> & { pdf?: TermsPdf };

type DatedKey = 'version' | 'earlierNotice' | 'upcomingNotice' | 'nextVersion';

/**
 * A sentence of terms.json with one date, `<time>{{date}}</time>`, written as the page's
 * language writes dates, and at most one link, `<more>…</more>`, to `to`.
 */
function Dated({ i18nKey, date, to }: { i18nKey: DatedKey; date: string; to?: string }) {
  const { t } = useTranslation('terms');
  const { language } = usePageLanguage();
  return (
    <Trans
      t={t}
      i18nKey={i18nKey}
      values={{ date: formatLegalDate(date, language) }}
      components={{
        time: <time dateTime={date} />,
        // Not `link`: the parser of Trans takes <link> for HTML's empty element.
        more: to ? <LocalizedLink to={to} css={linkStyle} /> : <span />,
      }}
    />
  );
}

/** "44 kB": the size a download link states, as the page's language writes it. */
export function fileSize(bytes: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(bytes / 1000)));
}

/** Under the title: which version this is, its PDF, and where it stands in time. */
export function TermsVersionLine({ edition }: { edition: TermsEdition }) {
  const { t } = useTranslation('terms');
  const { language } = usePageLanguage();
  const { effective, status, until, upcoming, pdf } = edition;
  const next = upcoming[0];
  return (
    <div css={lineStyle}>
      <p id="terms-version" css={versionStyle}>
        <Dated i18nKey="version" date={effective} />
        {pdf && (
          <span data-print="hide">
            {' · '}
            <a href={pdf.href} type="application/pdf" css={linkStyle}>
              {t('download', { size: fileSize(pdf.bytes, language) })}
            </a>
          </span>
        )}
      </p>
      {status === 'earlier' && until && (
        <p css={noticeStyle} role="note">
          <Dated i18nKey="earlierNotice" date={until} to={routePath('terms')} />
        </p>
      )}
      {status === 'upcoming' && (
        <p css={noticeStyle} role="note">
          <Dated i18nKey="upcomingNotice" date={effective} to={routePath('terms')} />
        </p>
      )}
      {status === 'current' && next && (
        <p css={noticeStyle} role="note">
          <Dated i18nKey="nextVersion" date={next} to={termsVersionPath(next)} />
        </p>
      )}
    </div>
  );
}

/** On the current page: every earlier version, newest first, each at its own address. */
export function EarlierVersions({ edition }: { edition: TermsEdition }) {
  const { t } = useTranslation('terms');
  if (edition.status !== 'current' || edition.earlier.length === 0) return null;
  return (
    <section aria-labelledby="earlier-versions" css={earlierStyle} data-print="hide">
      <h2 id="earlier-versions" css={earlierHeadingStyle}>
        {t('earlierVersions')}
      </h2>
      <p css={earlierNoteStyle}>{t('earlierNote')}</p>
      <ul css={earlierListStyle}>
        {edition.earlier.map((date) => (
          <li key={date}>
            <LocalizedLink to={termsVersionPath(date)}>
              <Dated i18nKey="version" date={date} />
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

const lineStyle = { marginTop: '1.25rem', display: 'grid', gap: '0.75rem' } as const;

const versionStyle = { margin: 0, color: vars.chromeStrong, fontWeight: 600 } as const;

const linkStyle = { color: 'inherit', textDecoration: 'underline' } as const;

const noticeStyle = {
  margin: 0,
  maxWidth: '42rem',
  padding: '0.75rem 1rem',
  borderInlineStart: `4px solid ${vars.chromeAccent}`,
  background: vars.chrome,
  color: vars.chromeText,
} as const;

const earlierStyle = { padding: '2rem 0 0' } as const;

const earlierHeadingStyle = { fontSize: '1.3rem', margin: '0 0 0.5rem' } as const;

const earlierNoteStyle = { color: vars.textMuted, margin: '0 0 0.75rem' } as const;

const earlierListStyle = { margin: 0, paddingInlineStart: '1.25rem' } as const;
