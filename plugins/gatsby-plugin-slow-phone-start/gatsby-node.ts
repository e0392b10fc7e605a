// How Gatsby's scripts start on a slow phone, in two parts that can be switched off one by
// one (README.md has what each buys, measured by `npm run bench:arms`):
// - deferScripts: the built pages start Gatsby's scripts only after their largest paint;
// - evaluateInSteps: the browser bundle evaluates its largest libraries one task at a time
//   before Gatsby's own entry runs.
// Both lean on Gatsby's internals (the script tags it writes, its browser entry in .cache);
// each checks them and stops the build with a message when Gatsby has changed. (Gatsby
// refuses any export of a gatsby-node that is not one of its APIs.)
import { createRequire } from 'node:module';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode, PluginOptions } from 'gatsby';
import { deferScripts } from './defer-scripts';

export interface SlowPhoneStartOptions {
  deferScripts: boolean;
  evaluateInSteps: boolean;
}

/** Where this plugin lives in the site, for the entry webpack is given. */
const PLUGIN_FOLDER = 'plugins/gatsby-plugin-slow-phone-start';

/** Gatsby's own browser entry, which the steps hand over to. */
const gatsbyEntry = (siteDir: string) => path.join(siteDir, '.cache', 'production-app');

const options = (pluginOptions: PluginOptions) =>
  pluginOptions as unknown as Partial<SlowPhoneStartOptions>;

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    deferScripts: Joi.boolean().default(true),
    evaluateInSteps: Joi.boolean().default(true),
  });

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (
  { stage, store, getConfig, actions },
  pluginOptions,
) => {
  if (stage !== 'build-javascript' || options(pluginOptions).evaluateInSteps === false) return;
  const { program } = store.getState() as { program: { directory: string } };
  const config = getConfig() as { entry: Record<string, string> };
  if (!String(config.entry.app).startsWith(gatsbyEntry(program.directory))) {
    throw new Error(
      `${PLUGIN_FOLDER}: Gatsby's browser entry is no longer ${gatsbyEntry(program.directory)} ` +
        `but ${String(config.entry.app)}; evaluateInSteps cannot hand over to it (README.md).`,
    );
  }
  actions.replaceWebpackConfig({
    ...config,
    entry: {
      ...config.entry,
      app: path.join(program.directory, PLUGIN_FOLDER, 'start-in-steps.ts'),
    },
  });
  actions.setWebpackConfig({
    resolve: {
      alias: {
        // Gatsby's browser runtime, in the site's .cache folder.
        'gatsby-cache': path.join(program.directory, '.cache'),
        // i18next has separate builds for `import` and `require`; the i18n plugin requires
        // it, the steps import it. One copy (the plugin's) for both.
        i18next$: createRequire(path.join(program.directory, 'package.json')).resolve('i18next'),
      },
    },
  });
};

/**
 * Runs before the site's own post-build steps (Gatsby runs plugins' onPostBuild in the
 * order of gatsby-config, the site's gatsby-node last), so the serving rules the site
 * writes then allow the loader by its hash, and the compressed copies are of the final pages.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store }, pluginOptions) => {
  if (options(pluginOptions).deferScripts === false) return;
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, 'public');
  // Files only: Gatsby writes folders named like pages too (page-data/404.html/).
  const pages = (await readdir(publicDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of pages) {
    const html = await readFile(file, 'utf8');
    const deferred = deferScripts(html);
    if (deferred !== html) await writeFile(file, deferred);
  }
};
