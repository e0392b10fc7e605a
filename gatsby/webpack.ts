import type { GatsbyNode } from 'gatsby';
import { bootScript } from './boot-script';

/** Every stage: the page's inline script, for gatsby-ssr.tsx (see ./boot-script.ts). */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  store,
  actions,
  plugins,
}) => {
  const { program } = store.getState() as { program: { directory: string } };
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        PREFERENCES_BOOT_SCRIPT: JSON.stringify(bootScript(program.directory)),
      }),
    ],
  });
};
