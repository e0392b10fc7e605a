import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { readFlags } from './flags';
import { pageSpecs } from './page-specs';

// Gatsby compiles this module into .cache, so resolve from the project root it runs in.
const templatesDir = path.resolve(process.cwd(), 'src/templates');

export const createPages: GatsbyNode['createPages'] = ({ actions }) => {
  for (const spec of pageSpecs(readFlags(process.cwd()))) {
    actions.createPage({
      path: spec.path,
      matchPath: spec.matchPath,
      component: path.join(templatesDir, `${spec.template}.tsx`),
      context: spec.context,
    });
  }
};
