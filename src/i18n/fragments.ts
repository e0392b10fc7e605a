import { graphql } from 'gatsby';

/**
 * Fragments every template's page query spreads. Gatsby collects them from here at build
 * time; nothing imports this module's value.
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

  fragment LayoutData on Query {
    site {
      buildYear: buildTime(formatString: "YYYY")
      siteMetadata {
        siteUrl
      }
    }
    company: companyYaml {
      brandName
      legalName
      blurb(language: $language)
      registrationNumber
      phone
      email
      address {
        street
        postalCode
        city
        countryCode
      }
      country(language: $language)
      analyticsScriptPath
    }
    newsLinks: allNewsLinksYaml {
      nodes {
        name
        url
      }
    }
  }
`;
