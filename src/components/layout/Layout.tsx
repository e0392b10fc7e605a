import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import type { RouteId } from '../../core/routes';
import type { CompanyDetails } from '../shared/contact-details';
import { PageScript } from '../shared/PageScript';
import { Seo } from '../shared/Seo';
import { Footer } from './Footer';
import { GlobalStyles } from './GlobalStyles';
import { Header } from './Header';
import { NextPage } from './NextPage';
import { PrintImprint } from './PrintImprint';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** What the frame of every page shows: the company in the header and footer, the news links. */
export interface LayoutContent {
  company: CompanyDetails;
  newsLinks: Queries.LayoutDataFragment['newsLinks']['nodes'];
  siteUrl: string;
  buildYear: number;
}

/** The frame's content from what the `LayoutData` fragment (./layout-data.ts) returns. */
export function layoutContent(data: Queries.LayoutDataFragment): LayoutContent {
  const { company, newsLinks, site } = data;
  if (!company) throw new Error('data/company.yaml is missing: the site cannot render without it');
  return {
    // The file in the page's language, every field of the model (`localize` over the checked
    // file, gatsby/schema.ts), sent as one JSON value: its type is the model's, as the
    // preview's is (src/admin/preview/page-views.tsx). gatsby/content/built-pages.test.ts
    // holds the built pages to the preview's.
    company: company.inLanguage as CompanyDetails,
    newsLinks: newsLinks.nodes,
    siteUrl: site?.siteMetadata?.siteUrl ?? '',
    buildYear: Number(site?.buildYear),
  };
}

export interface LayoutProps {
  routeId: RouteId;
  content: LayoutContent;
  /** Structured data for search engines (the home page's organisation). */
  jsonLd?: object;
  /** A page kept for its readers but not for search engines (a replaced version of the terms). */
  noindex?: boolean;
  children: ReactNode;
}

/** The frame of every page: head, skip link, sticky header, main content, footer. */
export function Layout({ routeId, content, jsonLd, noindex, children }: LayoutProps) {
  const { t } = useTranslation('common');
  const { language, originalPath } = usePageLanguage();
  const { company, newsLinks, siteUrl, buildYear } = content;
  return (
    <div css={pageStyle}>
      <GlobalStyles />
      <Seo
        siteUrl={siteUrl}
        brandName={company.brandName}
        pageName={t(`pageNames.${routeId}`)}
        description={t(`pageDescriptions.${routeId}`)}
        imageAlt={t('seo.ogImageAlt', { brand: company.brandName })}
        language={language}
        originalPath={originalPath}
        notFound={routeId === 'notFound'}
        noindex={noindex}
        jsonLd={jsonLd}
      />
      <SkipLink />
      <Header brandName={company.brandName} currentRouteId={routeId} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} css={mainStyle}>
        {children}
      </main>
      <PrintImprint company={company} siteUrl={siteUrl} />
      <Footer company={company} newsLinks={newsLinks} buildYear={buildYear} />
      <PageScript name="analytics" data={{ src: company.analyticsScriptPath }} />
      <NextPage />
    </div>
  );
}

const pageStyle = { display: 'flex', flexDirection: 'column', minHeight: '100vh' } as const;

// A column, so a short page's content can stretch to the footer (see PageIntro's `fill`).
const mainStyle = {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  ':focus': { outline: 'none' },
} as const;
