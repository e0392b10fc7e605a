import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { bootScript } from './boot-script';

/**
 * The browser bundle starts at src/boot/start-in-steps.ts, which evaluates the biggest
 * modules one task at a time and then hands over to Gatsby's own entry (production-app).
 * Gatsby's browser runtime lives in the site's .cache folder, reached as `gatsby-cache/…`.
 * Development keeps Gatsby's entry.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  store,
  getConfig,
  actions,
  plugins,
}) => {
  const { program } = store.getState() as { program: { directory: string } };
  // Every stage: the page's inline script, for gatsby-ssr.tsx (see ./boot-script.ts).
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        PREFERENCES_BOOT_SCRIPT: JSON.stringify(bootScript(program.directory)),
      }),
    ],
  });
  if (stage !== 'build-javascript') return;
  const config = getConfig() as { entry: Record<string, string> };
  const gatsbyEntry = path.join(program.directory, '.cache', 'production-app');
  if (!String(config.entry.app).startsWith(gatsbyEntry)) {
    throw new Error(`gatsby/webpack.ts: Gatsby's browser entry is no longer ${gatsbyEntry}`);
  }
  actions.replaceWebpackConfig({
    ...config,
    entry: { ...config.entry, app: path.join(program.directory, 'src/boot/start-in-steps.ts') },
  });
  actions.setWebpackConfig({
    resolve: {
      alias: {
        'gatsby-cache': path.join(program.directory, '.cache'),
        // i18next has separate builds for `import` and `require`; the i18n plugin requires
        // it, the boot sequence imports it. One copy (the plugin's) for both.
        i18next$: createRequire(path.join(program.directory, 'package.json')).resolve('i18next'),
      },
    },
  });
};
