// The general conditions' versions as the build publishes them: which is in force today, and
// for every version and language its PDF, written into public/ under a content-hashed folder
// (/static/<hash>/…, which the serving rules cache for good) before the pages are drawn, so
// each page links its PDF with the real size.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Resource } from 'i18next';
import { type Language, languages } from '../../src/core/languages';
import { translationsIn } from '../../src/i18n/translations';
import {
  type TermsPdf,
  type TermsTimeline,
  formatLegalDate,
  termsTimeline,
} from '../../src/content/terms';
import { readLocaleResources } from '../../src/content/locales';
import { workingTree } from '../content/validate';
import { immutableFolder } from '../serving/rules';
import { type TermsPdfInput, termsPdf } from './terms-pdf';

export interface TermsVersion {
  /** The version's node, which its page queries. */
  id: string;
  effective: string;
  articles: TermsPdfInput['articles'];
}

/** What the PDFs say of the company, the country in each language. */
export interface TermsCompany {
  brandName: string;
  legalName: string;
  registrationNumber: string;
  address: { street: string; postalCode: string; city: string };
  country: Record<Language, string>;
}

export interface TermsEditions {
  timeline: TermsTimeline;
  /** By version date, then language. */
  pdfs: Record<string, Record<Language, TermsPdf>>;
  /** Each version's node, by date. */
  ids: Record<string, string>;
}

/** A sentence of the locale files without the markup its page gives it (`<time>…</time>`). */
const plain = (text: string) => text.replace(/<\/?[a-z]+\s*\/?>/g, '');

const fileSlug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Writes the PDF of every version in every language into `publicDir` and says which version
 * is in force on `today`; undefined when none is (the content check stops the build first).
 */
export async function writeTermsEditions(
  root: string,
  publicDir: string,
  versions: readonly TermsVersion[],
  company: TermsCompany,
  today: string,
): Promise<TermsEditions | undefined> {
  const timeline = termsTimeline(
    versions.map((version) => version.effective),
    today,
  );
  if (!timeline) return undefined;
  const resources = (await readLocaleResources(workingTree(root))) as Resource;
  const pdfs: TermsEditions['pdfs'] = {};
  for (const version of versions) {
    pdfs[version.effective] = {} as Record<Language, TermsPdf>;
    for (const language of languages) {
      const { t } = translationsIn(resources, language);
      const date = formatLegalDate(version.effective, language);
      const { street, postalCode, city } = company.address;
      const bytes = await termsPdf({
        language,
        effective: version.effective,
        articles: version.articles,
        company: {
          legalName: company.legalName,
          registration: t('footer.registration', { number: company.registrationNumber }),
          address: `${street}, ${postalCode} ${city}, ${company.country[language]}`,
        },
        words: {
          heading: t('terms:heading'),
          version: plain(t('terms:version', { date })),
          intro: t('terms:intro', { legalName: company.legalName }),
          languageNote: t('terms:languageNote'),
          article: (number) => t('terms:article', { number }),
          page: (page, pages) => t('terms:pdfPage', { page, pages }),
        },
      });
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
      const name = `${fileSlug(company.brandName)}-${fileSlug(t('terms:heading'))}-${version.effective}-${language}.pdf`;
      const href = `${immutableFolder}${hash}/${name}`;
      mkdirSync(path.join(publicDir, immutableFolder, hash), { recursive: true });
      writeFileSync(path.join(publicDir, href), bytes);
      pdfs[version.effective][language] = { href, bytes: bytes.length };
    }
  }
  return {
    timeline,
    pdfs,
    ids: Object.fromEntries(versions.map((version) => [version.effective, version.id])),
  };
}
