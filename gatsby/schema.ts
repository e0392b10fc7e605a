import type { GatsbyNode } from 'gatsby';
import { defaultLanguage, isLanguage } from '../src/core/languages';
import { pickText } from '../src/i18n/pick-text';
import { contentTypeDefs } from './graphql-types';
import { nameCountries } from '../src/content/countries';

/**
 * Declares the content types, written from the content model in src/content/schemas.ts,
 * so a missing optional field is null rather than a build crash and the generated
 * TypeScript types (graphqlTypegen) follow from the same definition the validator checks.
 *
 * A field marked `@localized` holds `{ en, nl }` in YAML (or a list of them) and is queried
 * as `title(language: $language)`: the page gets one string, in its language or English.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createFieldExtension({
    name: 'localized',
    extend() {
      return {
        args: { language: { type: 'String', defaultValue: defaultLanguage } },
        resolve(
          source: Record<string, unknown>,
          args: { language?: string },
          _context: unknown,
          info: { fieldName: string },
        ) {
          const language = isLanguage(args.language) ? args.language : defaultLanguage;
          return pickText(source[info.fieldName], language);
        },
      };
    },
  });
  actions.createTypes(contentTypeDefs());
  actions.createTypes('type ServedCountry { code: String!, name: String! }');
};

/**
 * The countries the company serves, with their English names, for the home page's
 * structured data. Named here, at build time, because building Intl's region names in the
 * browser took about 25 ms of main thread on every home page view.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    CompanyYaml: {
      servedCountries: {
        type: '[ServedCountry!]!',
        resolve: (source: { countriesServed: readonly string[] }) =>
          nameCountries(source.countriesServed),
      },
    },
  });
};
