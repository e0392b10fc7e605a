import type { GatsbyNode } from 'gatsby';
import { defaultLanguage, isLanguage } from '../src/core/languages';
import { localize, pickText } from '../src/i18n/pick-text';
import { contentFiles } from '../src/content/schemas';
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
      inLanguage: {
        type: 'JSON!',
        args: { language: { type: 'String', defaultValue: defaultLanguage } },
        resolve: companyInLanguage,
      },
      servedCountries: {
        type: '[ServedCountry!]!',
        resolve: (source: { countriesServed: readonly string[] }) =>
          nameCountries(source.countriesServed),
      },
    },
  });
};

const companyFields = Object.keys(contentFiles.find(({ file }) => file === 'company.yaml')!.fields);

/**
 * The company's details in one language, every field the model declares: what the layout
 * shows on every page (src/components/layout/layout-data.ts). One field for the whole file,
 * so a field added to the model reaches the pages without a query to change; its type is the
 * model's (`FileInLanguage<'company.yaml'>`), which the preview builds the same way, through
 * the same `localize`.
 */
function companyInLanguage(source: Record<string, unknown>, args: { language?: string }) {
  const language = isLanguage(args.language) ? args.language : defaultLanguage;
  return localize(
    Object.fromEntries(companyFields.map((field) => [field, source[field]])),
    language,
  );
}
