import type { GatsbyNode } from 'gatsby';
import { defaultLanguage, isLanguage } from '../src/i18n/languages';
import { pickText } from '../src/i18n/pick-text';

/**
 * The content types of `data/*.yaml`, declared so that they are the contract with editors:
 * a missing optional field is null rather than a build crash, and the generated TypeScript
 * types (graphqlTypegen) follow from here.
 *
 * A field marked `@localized` holds `{ en, nl }` in YAML (or a list of them) and is queried
 * as `title(language: $language)`: the page gets one string, in its language or English.
 */
const typeDefs = `
  type CompanyYaml implements Node @dontInfer {
    brandName: String!
    legalName: String!
    blurb: String! @localized
    registrationNumber: String!
    phone: String!
    email: String!
    addressLines: [String!]!
    country: String! @localized
    hours: [BusinessHours!]!
    mapsEmbedSrc: String
    analyticsScriptPath: String!
    foundingYear: Int!
  }

  type BusinessHours @dontInfer {
    days: String! @localized
    time: String! @localized
  }

  type NewsLinksYaml implements Node @dontInfer {
    name: String!
    url: String!
  }

  type ServicesYaml implements Node @dontInfer {
    slug: String!
    title: String! @localized
    description: String! @localized
    features: [String!]! @localized
    icon: String!
  }

  type PartnersYaml implements Node @dontInfer {
    name: String!
    logo: File! @fileByRelativePath
  }

  type HomeYaml implements Node @dontInfer {
    heroHeadline: [String!]! @localized
    heroSubtitle: String! @localized
    aboutTeaserTitle: String! @localized
    aboutTeaserText: String! @localized
    aboutTeaserBullets: [String!]! @localized
    networkIntro: String! @localized
  }

  type BadgesYaml implements Node @dontInfer {
    slug: String!
    icon: String!
    label: String! @localized
  }

  type ServiceHighlightsYaml implements Node @dontInfer {
    slug: String!
    service: String!
    image: File! @fileByRelativePath
    imageAlt: String! @localized
    title: String! @localized
    text: String! @localized
  }

  type AboutYaml implements Node @dontInfer {
    image: File! @fileByRelativePath
    imageAlt: String! @localized
    subtitle: String! @localized
    intro: [String!]! @localized
    mission: String! @localized
    vision: String! @localized
    whyChooseUs: [String!]! @localized
  }

  type HubsYaml implements Node @dontInfer {
    code: String!
    name: String! @localized
  }

  type StatsYaml implements Node @dontInfer {
    slug: String!
    target: Int!
    label: String! @localized
    suffix: String
  }

  type TermsYaml implements Node @dontInfer {
    number: Int!
    title: String!
    paragraphs: [String!]!
  }
`;

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
  actions.createTypes(typeDefs);
};
