// Written by every build (gatsby/text-types.ts) from the interface texts' files: do not edit.
// The keys, typed from the default language's files: `t('hero.titel')` or a key no file has
// is a type error (npm run typecheck), and every other language must have the same keys (the
// content check).
import 'i18next';
import type common from '../../locales/en/common.json';
import type home from '../../locales/en/home.json';
import type services from '../../locales/en/services.json';
import type about from '../../locales/en/about.json';
import type contact from '../../locales/en/contact.json';
import type terms from '../../locales/en/terms.json';
import type notFound from '../../locales/en/notFound.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    // gatsby-config sets `returnNull: false`, so `t()` always returns a string.
    returnNull: false;
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      services: typeof services;
      about: typeof about;
      contact: typeof contact;
      terms: typeof terms;
      notFound: typeof notFound;
    };
  }
}
