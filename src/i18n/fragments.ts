import { graphql } from 'gatsby';

/**
 * The interface texts of a page's language, which every template's page query spreads
 * (`...LocaleStrings`). Gatsby collects fragments at build time; nothing imports this value.
 */
export const fragments = graphql`
  fragment LocaleStrings on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;
