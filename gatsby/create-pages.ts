import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { languages } from '../src/core/languages';
import { legalToday } from '../src/content/terms';
import { pageSpecs } from './page-specs';
import { type TermsCompany, type TermsVersion, writeTermsEditions } from './terms/editions';

// Gatsby compiles this module into .cache, so resolve from the project root it runs in.
const templatesDir = path.resolve(process.cwd(), 'src/templates');

interface TermsQuery {
  allTermsYaml: { nodes: TermsVersion[] };
  companyYaml: Omit<TermsCompany, 'country'> & Record<string, string>;
}

// The company's country in every language, as aliases: `country_nl: country(language: "nl")`.
const termsQuery = `{
  allTermsYaml { nodes { id effective articles { number title paragraphs } } }
  companyYaml {
    brandName legalName registrationNumber address { street postalCode city }
    ${languages.map((language) => `country_${language}: country(language: "${language}")`).join(' ')}
  }
}`;

export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, reporter }) => {
  const root = process.cwd();
  const { data, errors } = await graphql<TermsQuery>(termsQuery);
  if (errors || !data) {
    reporter.panic('The general conditions could not be read for their pages and PDFs', errors);
    return;
  }
  const { companyYaml: company } = data;
  const terms = await writeTermsEditions(
    root,
    path.join(root, 'public'),
    data.allTermsYaml.nodes,
    {
      ...company,
      country: Object.fromEntries(
        languages.map((language) => [language, company[`country_${language}`]]),
      ) as TermsCompany['country'],
    },
    legalToday(),
  );
  for (const spec of pageSpecs(terms)) {
    actions.createPage({
      path: spec.path,
      matchPath: spec.matchPath,
      component: path.join(templatesDir, `${spec.template}.tsx`),
      context: spec.context,
    });
  }
};
