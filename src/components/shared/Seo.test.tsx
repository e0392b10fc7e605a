import { Helmet } from 'react-helmet';
import { renderPage } from '../../../jest/render-page';
import { organizationJsonLd } from '../../seo/organization';
import { Seo } from './Seo';

const props = {
  siteUrl: 'https://cargo.example',
  brandName: 'Noordvliet Cargo',
  pageName: 'Over ons',
  description: 'Sinds 2003 op Schiphol.',
  imageAlt: 'Noordvliet Cargo',
  language: 'nl' as const,
  originalPath: '/about/',
};

const linkHref = (rel: string, hreflang?: string) =>
  (Helmet.peek().linkTags as unknown as Array<Record<string, string>>).find(
    (link) => link.rel === rel && (!hreflang || link.hrefLang === hreflang),
  )?.href;
const meta = (key: string) =>
  (Helmet.peek().metaTags as unknown as Array<Record<string, string>>).find(
    (tag) => tag.name === key || tag.property === key,
  )?.content;

describe('Seo', () => {
  it('writes a description, a self-referencing canonical and the language alternates', () => {
    renderPage(<Seo {...props} />, { language: 'nl', originalPath: '/about/' });
    expect(meta('description')).toBe('Sinds 2003 op Schiphol.');
    expect(linkHref('canonical')).toBe('https://cargo.example/nl/about/');
    expect(linkHref('alternate', 'en')).toBe('https://cargo.example/about/');
    expect(linkHref('alternate', 'nl')).toBe('https://cargo.example/nl/about/');
    expect(linkHref('alternate', 'x-default')).toBe('https://cargo.example/about/');
  });

  it('writes Open Graph and Twitter cards with the image size and both locales', () => {
    renderPage(<Seo {...props} />, { language: 'nl', originalPath: '/about/' });
    expect(meta('og:title')).toBe('Noordvliet Cargo – Over ons');
    expect(meta('og:url')).toBe('https://cargo.example/nl/about/');
    expect(meta('og:image')).toBe('https://cargo.example/og-image.png');
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
    expect(meta('og:locale')).toBe('nl_NL');
    expect(meta('og:locale:alternate')).toBe('en_US');
    expect(meta('og:site_name')).toBe('Noordvliet Cargo');
    expect(meta('twitter:card')).toBe('summary_large_image');
  });

  it('marks 404 pages noindex, without canonical or alternates', () => {
    renderPage(<Seo {...props} pageName="404" originalPath="/404/" notFound />);
    expect(meta('robots')).toBe('noindex');
    expect(linkHref('canonical')).toBeUndefined();
    expect(linkHref('alternate', 'en')).toBeUndefined();
  });
});

describe('organizationJsonLd', () => {
  const jsonLd = organizationJsonLd({
    siteUrl: 'https://cargo.example/',
    brandName: 'Noordvliet Cargo',
    legalName: 'Noordvliet Cargo B.V.',
    foundingYear: 2003,
    phone: '+31 20 123 4567',
    email: 'info@cargo.example',
    address: {
      street: 'Koelhuisweg 14',
      postalCode: '1437 AB',
      city: 'Rozenburg',
      countryCode: 'NL',
    },
    servedCountries: [
      { code: 'NL', name: 'Netherlands' },
      { code: 'KE', name: 'Kenya' },
    ],
  });

  it('describes the organisation with schema.org types', () => {
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      url: 'https://cargo.example/',
      logo: 'https://cargo.example/logo.png',
      foundingDate: '2003',
      address: { '@type': 'PostalAddress', addressCountry: 'NL', postalCode: '1437 AB' },
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: '+31201234567',
        email: 'info@cargo.example',
      },
    });
    expect(jsonLd.areaServed).toEqual([
      { '@type': 'Country', name: 'Netherlands', identifier: 'NL' },
      { '@type': 'Country', name: 'Kenya', identifier: 'KE' },
    ]);
  });
});
