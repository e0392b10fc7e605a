import { graphql } from 'gatsby';

/**
 * What the layout (header, footer, the head's structured data) shows on every page: the
 * company's details, every field of data/company.yaml in the page's language (one field,
 * gatsby/schema.ts), and the news links. Every template's page query spreads it
 * (`...LayoutData`); Gatsby collects fragments at build time, so nothing imports this value.
 */
export const layoutData = graphql`
  fragment LayoutData on Query {
    site {
      buildYear: buildTime(formatString: "YYYY")
      siteMetadata {
        siteUrl
      }
    }
    company: companyYaml {
      inLanguage(language: $language)
    }
    newsLinks: allNewsLinksYaml {
      nodes {
        name
        url
      }
    }
  }
`;
