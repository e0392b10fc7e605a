import { Helmet } from 'react-helmet';
import type { Language } from '../../i18n/languages';
import { formatTitle } from '../../seo/title';

export interface SeoProps {
  brandName: string;
  pageName: string;
  language: Language;
}

/** The one component that writes the document head. */
export function Seo({ brandName, pageName, language }: SeoProps) {
  return (
    <Helmet htmlAttributes={{ lang: language }}>
      <title>{formatTitle(brandName, pageName)}</title>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
    </Helmet>
  );
}
