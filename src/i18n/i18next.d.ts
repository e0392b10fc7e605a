import 'i18next';
import type about from '../../locales/en/about.json';
import type common from '../../locales/en/common.json';
import type contact from '../../locales/en/contact.json';
import type home from '../../locales/en/home.json';
import type notFound from '../../locales/en/notFound.json';
import type services from '../../locales/en/services.json';
import type terms from '../../locales/en/terms.json';

// The interface texts' keys, typed from the default language's files: `t('hero.titel')` or a
// key no file has is a type error (npm run typecheck), and every other language must have the
// same keys (the content check). One entry per file of locales/en/.
declare module 'i18next' {
  interface CustomTypeOptions {
    // gatsby-config sets `returnNull: false`, so `t()` always returns a string.
    returnNull: false;
    defaultNS: 'common';
    resources: {
      about: typeof about;
      common: typeof common;
      contact: typeof contact;
      home: typeof home;
      notFound: typeof notFound;
      services: typeof services;
      terms: typeof terms;
    };
  }
}
