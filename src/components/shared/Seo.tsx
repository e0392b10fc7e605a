import { Helmet } from 'react-helmet';
import { type Language, languageInfo, languages } from '../../core/languages';
import { absoluteUrl, alternatesFor } from '../../seo/alternates';
import { formatTitle } from '../../seo/title';
import { localizePath } from '../../core/routes';

/** The default share image (static/og-image.png) and its size, which Open Graph wants stated. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export interface SeoProps {
  siteUrl: string;
  brandName: string;
  pageName: string;
  description: string;
  imageAlt: string;
  language: Language;
  /** The page's language-independent path, such as `/about/`. */
  originalPath: string;
  /** 404 pages: not to be indexed, and no canonical or alternates (they have no address). */
  notFound?: boolean;
  /**
   * A page with an address of its own that search engines should leave out (an earlier
   * version of the terms): `noindex`, with its own canonical (it is not a copy of another).
   */
  noindex?: boolean;
  /** Structured data for this page, written as JSON-LD. */
  jsonLd?: object;
}

/** The one component that writes the document head: title, description, links, social cards. */
export function Seo({
  siteUrl,
  brandName,
  pageName,
  description,
  imageAlt,
  language,
  originalPath,
  notFound,
  noindex,
  jsonLd,
}: SeoProps) {
  const title = formatTitle(brandName, pageName);
  const url = absoluteUrl(siteUrl, localizePath(originalPath, language));
  const image = absoluteUrl(siteUrl, OG_IMAGE.path);
  return (
    <Helmet htmlAttributes={{ lang: language }}>
      <title>{title}</title>
      <meta name="description" content={description} />
      {(notFound || noindex) && <meta name="robots" content="noindex" />}
      {!notFound && <link rel="canonical" href={url} />}
      {!notFound &&
        alternatesFor(siteUrl, originalPath).map((alternate) => (
          <link
            key={alternate.hreflang}
            rel="alternate"
            hrefLang={alternate.hreflang}
            href={alternate.href}
          />
        ))}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />

      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brandName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {!notFound && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:locale" content={languageInfo[language].ogLocale} />
      {languages
        .filter((other) => other !== language)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={languageInfo[other].ogLocale} />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {jsonLd && <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>}
    </Helmet>
  );
}
