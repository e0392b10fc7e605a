import type { GatsbyNode } from 'gatsby';
import { pageScripts } from './page-scripts';

/** Every stage: the pages' own scripts, for PageScript and gatsby-ssr.tsx (see ./page-scripts.ts). */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  store,
  actions,
  plugins,
}) => {
  const { program } = store.getState() as { program: { directory: string } };
  actions.setWebpackConfig({
    plugins: [plugins.define({ PAGE_SCRIPTS: JSON.stringify(pageScripts(program.directory)) })],
  });
};
