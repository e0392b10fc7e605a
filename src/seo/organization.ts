import { languages } from '../core/languages';
import { absoluteUrl } from './alternates';

export interface OrganizationFacts {
  siteUrl: string;
  brandName: string;
  legalName: string;
  foundingYear: number;
  phone: string;
  email: string;
  address: { street: string; postalCode: string; city: string; countryCode: string };
  /** Named at build time (gatsby/schema.ts), so the browser needs no Intl region data. */
  servedCountries: readonly { code: string; name: string }[];
}

/** The path of the square logo search engines show next to results (static/logo.png). */
export const LOGO_PATH = '/logo.png';

/**
 * schema.org structured data for the company, as JSON-LD for the home page: who it is,
 * where, since when, how to reach it, and which countries it serves.
 */
export function organizationJsonLd(facts: OrganizationFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl(facts.siteUrl, '/')}#organization`,
    name: facts.brandName,
    legalName: facts.legalName,
    url: absoluteUrl(facts.siteUrl, '/'),
    logo: absoluteUrl(facts.siteUrl, LOGO_PATH),
    foundingDate: String(facts.foundingYear),
    email: facts.email,
    telephone: facts.phone.replace(/\s/g, ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.address.street,
      postalCode: facts.address.postalCode,
      addressLocality: facts.address.city,
      addressCountry: facts.address.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: facts.phone.replace(/\s/g, ''),
      email: facts.email,
      availableLanguage: [...languages],
    },
    areaServed: facts.servedCountries.map(({ code, name }) => ({
      '@type': 'Country',
      name,
      identifier: code,
    })),
  };
}
